import type { APIRequestContext } from '@playwright/test';
import {
  acceptChannels,
  adminHeaders,
  expect,
  findAdminOrder,
  openAdminTab,
  phoneOfThisRun,
  signInAsAdmin,
  test,
  unique,
  SHOTS,
  webOrder,
} from './fixtures';
import { fillDelivery } from './checkout-steps';

// A guest pays by bank transfer in the sandbox on a phone: the popup shows the account, she says
// she has sent the money, and the order page turns paid by itself when the transfer lands.

test.use({ viewport: { width: 375, height: 812 } });

test('a guest pays by sandbox transfer and sees her order become paid without touching the page', async ({
  page,
  request,
}) => {
  await acceptChannels(request, ['card', 'bank_transfer', 'ussd']);
  try {
    await page.goto('/product/GN-SK-002');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillDelivery(page, `${unique('transfer')}@example.ng`);
    await page.getByRole('button', { name: 'Proceed to payment' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog.getByText('Account number')).toBeVisible();
    await expect(dialog).toContainText('Sandbox Bank');
    await expect(dialog).toContainText('Valid for 30 minutes');
    await page.screenshot({ path: `${SHOTS}/transfer-dialog-375.png` });
    await dialog.getByRole('button', { name: 'I have sent the money' }).click();

    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/);
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting for your payment of' });
    await expect(waiting).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/transfer-waiting-375.png`, fullPage: true });

    // Nothing is touched: the sandbox's bank lands the money and the page reads the order again.
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/transfer-paid-375.png`, fullPage: true });
  } finally {
    await acceptChannels(request, ['card']);
  }
});

/** The counted quantities of Velvet Matte Lipstick's shades, as the admin's product list reads them. */
async function shadeStock(request: APIRequestContext) {
  const res = await request.get('/api/product/admin/products?q=Velvet%20Matte%20Lipstick', {
    headers: await adminHeaders(request),
  });
  const { products } = (await res.json()) as {
    products: { productId: string; colors: { name: string; stock: number | null }[] }[];
  };
  const lipstick = products.find((p) => p.productId === 'GN-MU-001')!;
  return Object.fromEntries(lipstick.colors.map((c) => [c.name, c.stock]));
}

test('staff send a WhatsApp order’s payment link, and the customer pays it by sandbox transfer on her phone', async ({
  page,
  browser,
  request,
}) => {
  // Staff and a shopper in two browsers, and a transfer that lands by itself.
  test.setTimeout(120_000);
  await acceptChannels(request, ['card', 'bank_transfer', 'ussd']);
  try {
    const customer = unique('Chioma Link ');
    const phoneNumber = phoneOfThisRun();
    // She bought on the website before; today she orders in WhatsApp.
    const earlier = await webOrder(
      request,
      customer,
      `${customer.replace(/\W/g, '').toLowerCase()}@example.ng`,
      phoneNumber,
    );
    await signInAsAdmin(page);

    // Two shades counted at 10, so the journey sees the stock move (once).
    await openAdminTab(page, page.getByRole('tab', { name: 'products' }));
    await page.getByLabel('Search products').fill('Velvet Matte Lipstick');
    await page.getByRole('button', { name: 'Edit Velvet Matte Lipstick' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Velvet Matte Lipstick' });
    await edit.getByLabel('Stock of Plum Wine').fill('10');
    await edit.getByLabel('Stock of Berry Crush').fill('10');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();

    await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
    await page.getByRole('button', { name: 'New order' }).click();
    await page.getByLabel('Find a product').fill('Velvet Matte');
    const found = page.getByRole('list', { name: 'Products found' });
    const add = found.getByRole('button', { name: 'Add Velvet Matte Lipstick' });
    await found.getByLabel('Shade of Velvet Matte Lipstick').selectOption('Plum Wine');
    await add.click();
    await found.getByLabel('Shade of Velvet Matte Lipstick').selectOption('Berry Crush');
    await add.click();
    await add.click();
    await page.getByLabel('Customer name').fill(customer);
    await page.getByLabel('Customer phone').fill(phoneNumber);
    await page.getByLabel('Channel').selectOption('WhatsApp');
    await page.getByLabel('Pickup at the shop').check();
    await page.getByLabel('Payment', { exact: true }).selectOption('link');
    await page.getByRole('button', { name: 'Record order' }).click();
    const done = page.getByRole('heading', { name: /^Order GN-\d+ recorded$/ });
    await expect(done).toBeVisible();
    const orderNumber = (await done.textContent())!.match(/GN-\d+/)![0];
    const link = await page.getByLabel('Payment link').inputValue();
    expect(link).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(await shadeStock(request)).toMatchObject({ 'Plum Wine': 9, 'Berry Crush': 8 });

    // "Send on WhatsApp" opens a chat with her number, the order and the link already typed.
    const send = page.getByRole('link', { name: 'Send on WhatsApp' });
    const whatsapp = new URL((await send.getAttribute('href'))!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(
      `https://wa.me/234${phoneNumber.replace(/\D/g, '').slice(1)}`,
    );
    const text = whatsapp.searchParams.get('text')!;
    expect(text).toContain(`Hello ${customer}, thank you for your order ${orderNumber}`);
    expect(text).toContain('- 1 × Velvet Matte Lipstick (Plum Wine)');
    expect(text).toContain('- 2 × Velvet Matte Lipstick (Berry Crush)');
    expect(text).toContain(`Pay securely here: ${link}`);
    await page.screenshot({ path: `${SHOTS}/new-order-link-375.png`, fullPage: true });

    // The customer opens the link on her phone and pays by transfer.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const shopper = await phone.newPage();
    await shopper.goto(new URL(link).pathname);
    await expect(shopper.getByRole('heading', { name: `Pay for order ${orderNumber}` })).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'Items' })).toContainText('Plum Wine');
    await shopper.screenshot({ path: `${SHOTS}/pay-link-375.png`, fullPage: true });
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await shopper.screenshot({ path: `${SHOTS}/pay-link-1280.png`, fullPage: true });
    await shopper.setViewportSize({ width: 375, height: 812 });
    await shopper.getByRole('button', { name: /^Pay ₦/ }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await dialog.getByRole('button', { name: 'I have sent the money' }).click();
    await expect(shopper.getByRole('status').filter({ hasText: 'waiting for your payment' })).toBeVisible();
    // The sandbox's bank lands it; the page finds it paid and opens the order's own page.
    await expect(shopper).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });
    await expect(shopper.getByText('Paid', { exact: true }).first()).toBeVisible();
    await shopper.screenshot({ path: `${SHOTS}/pay-link-paid-375.png`, fullPage: true });

    // Paid once: the link says so, the stock moved only at the order, staff see it paid.
    await shopper.goto(new URL(link).pathname);
    await expect(shopper.getByRole('alert')).toHaveText('This order has already been paid. Thank you!');
    expect(await shadeStock(request)).toMatchObject({ 'Plum Wine': 9, 'Berry Crush': 8 });
    await page.getByRole('button', { name: 'Back to orders' }).click();
    // Her two orders are listed; this one is paid.
    const card = (await findAdminOrder(page, customer)).filter({ hasText: orderNumber });
    await expect(card).toContainText('paid');

    // One customer, with this order and her earlier web order.
    await openAdminTab(page, page.getByRole('tab', { name: 'customers' }));
    await page.getByLabel('Find a customer').fill(phoneNumber);
    const person = page.getByRole('article', { name: customer });
    await expect(person).toContainText('Orders2');
    await person.getByRole('button', { name: `Customer page of ${customer}` }).click();
    const details = page.getByRole('dialog', { name: customer });
    await expect(details.getByText(earlier)).toBeVisible();
    await expect(details.getByText(orderNumber)).toBeVisible();
    await phone.close();
  } finally {
    await acceptChannels(request, ['card']);
  }
});
