import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  latestMailTo,
  openAdminTab,
  registerCustomer,
  SHOTS,
  signIn,
  signInAsAdmin,
  test,
  unique,
} from './fixtures';
import { deliverPush, pushAbout, startPushService, subscribeOnStandIn, turnAlertsOn } from './push-steps';

// After the sale, from start to end on a phone (decisions 50 and 52): a signed-in shopper pays and
// the shop's phone gets the push (push-steps.ts), staff ship it with
// GIG Logistics and a tracking number, she sees it, it is delivered, she asks to return it with a
// photo, staff approve, receive and close it with store credit, and she spends the credit at
// checkout: the total is lower by it, and the server charged that.

const TRACKING_NUMBER = 'GIG-774 12';
const PHOTO = join(process.cwd(), 'apps/web/public/placeholder-product.jpg');
const naira = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Buy Now on one product, signed in (the account gives the name and e-mail), to Benin City. */
async function buyNow(page: Page) {
  await page.goto('/product/GN-SK-002');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel('Address').fill('12 Airport Road');
  await page.getByLabel('State').selectOption('Edo');
  await page.getByLabel('City (LGA)').selectOption('Oredo');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('radio', { name: /Within Benin \(BENIN\)/ }).check();
}

async function pay(page: Page) {
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Order created successfully!', { exact: true }).first()).toBeVisible();
}

/** The admin's order card found by its number, moved on through `statuses`. */
async function adminMoves(page: Page, orderNumber: string, name: string, statuses: string[]) {
  const tab = page.getByRole('tab', { name: 'orders' });
  await openAdminTab(page, tab);
  await page.getByLabel('Search orders').fill(orderNumber);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: `Order of ${name}` });
  for (const status of statuses) {
    await card.getByLabel('Change status').selectOption(status);
    if (status === 'shipped') {
      await card.getByLabel('Courier').selectOption({ label: 'GIG Logistics' });
      await card.getByLabel('Tracking number (optional)').fill(TRACKING_NUMBER);
    }
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(card.locator('span', { hasText: new RegExp(`^${status}$`) })).toBeVisible();
  }
}

/** A full-page shot at 375 px and again at 1280 px, from the top; back to the phone after. */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test.describe('returns and store credit', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  let closeAfter = () => Promise.resolve();
  test.afterEach(() => closeAfter());

  test('a shopper pays, staff ship it with GIG, she returns one item with a photo, gets store credit and spends it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const service = await startPushService();
    closeAfter = () => service.close();
    // The shop's phone, alerts on before the sale.
    const admin = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await admin.context().grantPermissions(['notifications']);
    const device = service.newDevice(unique('shop-phone'));
    await subscribeOnStandIn(admin, device);
    await signInAsAdmin(admin);
    await (await turnAlertsOn(admin)).getByRole('button', { name: 'Close' }).click();

    const shopper = await registerCustomer(request, 'Ngozi', 'Eze');
    await signIn(page, shopper.username, shopper.password, /\/dashboard$/);
    const { product } = (await (await request.get('/api/product/products/GN-SK-002')).json()) as {
      product: { price: number };
    };
    // What one returned item is worth: its price (no code taken off; delivery never refunded).
    const price = product.price;
    await buyNow(page);
    await pay(page);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    const orderPage = page.url();

    // The shop's phone shows the new order (its service worker's notification).
    const shown = await deliverPush(admin, await pushAbout(service, device, orderNumber));
    expect(shown.map((n) => n.title)).toEqual([`New order ${orderNumber}`]);

    // Staff ship it with GIG Logistics and a tracking number.
    await adminMoves(admin, orderNumber, shopper.name, ['processing', 'shipped']);
    await expect.poll(() => latestMailTo(shopper.email)).toContain(`order ${orderNumber} has shipped`);

    // She sees it on her dashboard and on the order's page.
    await page.goto('/dashboard');
    const mine = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(mine).toContainText('GIG Logistics');
    await expect(mine).toContainText(TRACKING_NUMBER);
    await page.goto(orderPage);
    const shipment = page.getByRole('region', { name: 'Sent with GIG Logistics' });
    await shots(page, 'returns-shipped-order', () => expect(shipment).toContainText(TRACKING_NUMBER));

    // Delivered; she asks to return it, with a photo.
    await adminMoves(admin, orderNumber, shopper.name, ['delivered']);
    await page.goto(orderPage);
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('form', { name: 'Return items' });
    await form.getByRole('checkbox').first().check();
    await form.getByLabel('Why are you returning them?').fill('The shade is too light for me');
    await form.getByLabel('Photos (up to 3)').setInputFiles(PHOTO);
    await expect(form.getByRole('img', { name: 'Photo 1 of the return' })).toBeVisible();
    await shots(page, 'returns-form', () => expect(form).toBeVisible());
    await form.getByRole('button', { name: 'Ask for a return' }).click();
    await expect(page.getByText('Requested: waiting for the shop')).toBeVisible();
    await expect.poll(() => latestMailTo(shopper.email)).toMatch(/return/i);

    // Staff see the photo, approve, receive it and give store credit.
    await openAdminTab(admin, admin.getByRole('tab', { name: 'returns' }));
    const card = admin.getByRole('article', { name: `Return on order ${orderNumber}` });
    await expect(card.getByRole('img', { name: 'Photo 1 of the return' })).toBeVisible();
    await expect(card).toContainText('The shade is too light for me');
    await shots(admin, 'returns-admin-card', () => expect(card).toBeVisible());
    await card.getByLabel('Note to the customer').fill('Please send it back with the order number');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByRole('button', { name: 'Mark received' }).click();
    await card.getByRole('button', { name: 'Give store credit' }).click();
    await expect(card).toContainText(/Store credit · credit ₦[\d,]+/);
    expect(naira(/credit (₦[\d,.]+)/.exec((await card.textContent())!)![1]!)).toBe(price);
    await admin.close();

    // Her dashboard shows the credit; her next checkout spends it, server-side.
    await page.goto('/dashboard');
    const credit = page.getByText(/^Store credit: ₦/);
    await expect(credit).toBeVisible();
    expect(naira((await credit.textContent())!)).toBe(price);
    await shots(page, 'returns-dashboard-credit', () => expect(credit).toBeVisible());

    await buyNow(page);
    // Two this time, so the credit is spent whole (an order never drops under the ₦100 minimum).
    await page.getByRole('button', { name: /^Increase quantity of/ }).click();
    const totals = page.locator('dl').filter({ hasText: 'Store credit' });
    await expect(totals).toBeVisible();
    const line = (name: string) => totals.locator(`dt:text-is("${name}") + dd`);
    await expect.poll(async () => naira((await line('Subtotal').textContent())!)).toBe(2 * price);
    const subtotal = 2 * price;
    const transport = naira((await line('Transport').textContent())!);
    expect(naira((await line('Store credit').textContent())!)).toBe(price);
    expect(naira((await line('Total').textContent())!)).toBe(subtotal + transport - price);
    await pay(page);
    const secondNumber = (await page.getByTestId('order-number').textContent())!;
    const orders = await request.get(`/api/order/orders/${shopper._id}`, { headers: shopper.auth });
    const { data } = (await orders.json()) as { data: { orderNumber: string; amount: number }[] };
    expect(data.find((o) => o.orderNumber === secondNumber)?.amount).toBe(subtotal + transport - price);
    await page.goto('/dashboard');
    await expect(page.getByText(/^Store credit: ₦/)).toHaveCount(0);
  });
});
