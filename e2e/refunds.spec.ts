import type { APIRequestContext, Page } from '@playwright/test';
import { formatNaira } from '@shop/shared/money';
import { ADMIN, expect, openAdminTab, test, unique } from './fixtures';

// The admin refunds half an order from its details on a phone, and the customer sees it.

test.use({ viewport: { width: 375, height: 812 } });

async function signIn(page: Page, username: string, password: string, landing: RegExp) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(landing);
}

/** A new customer's paid order of one GN-SK-001, bought through the API and the sandbox. */
async function paidOrderOfNewCustomer(request: APIRequestContext) {
  const username = unique('refundee');
  const lastName = unique('Okafor');
  const password = 'lovely-lipstick-42';
  const registered = await request.post('/api/auth/register', {
    data: { first_name: 'Ifeoma', last_name: lastName, email: `${username}@example.ng`, password, username },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const { product } = (await (await request.get('/api/product/products/GN-SK-001')).json()) as {
    product: { productId: string; colors: { _id: string; inStock: boolean }[] };
  };
  const checkout = await request.post('/api/order/checkout', {
    headers: auth,
    data: {
      items: [
        {
          productId: product.productId,
          colorId: product.colors.find((c) => c.inStock)?._id ?? null,
          quantity: 1,
        },
      ],
      delivery: { address: '12 Airport Road', state: 'Edo', city: 'Oredo', phoneNumber: '0803 123 4567' },
      transportOption: 'BENIN',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { reference } = (await checkout.json()) as { reference: string };
  expect((await request.post('/api/payments/sandbox/charge', { data: { reference } })).status()).toBe(200);
  const paid = await request.post('/api/order/orders', { headers: auth, data: { transactionId: reference } });
  expect(paid.status()).toBe(200);
  const { order } = (await paid.json()) as { order: { orderNumber: string; amount: number } };
  return { username, password, name: `Ifeoma ${lastName}`, order };
}

test('the admin refunds half an order with a reason and the customer sees it on the dashboard', async ({
  page,
  request,
}) => {
  const customer = await paidOrderOfNewCustomer(request);
  const half = Math.round(customer.order.amount * 50) / 100;

  await signIn(page, ADMIN.username, ADMIN.password, /\/admin$/);
  await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
  await page.getByLabel('Search orders').fill(customer.name);
  await page
    .getByRole('article', { name: `Order of ${customer.name}` })
    .getByRole('button', { name: 'View details' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount to refund (₦)')).toHaveValue(String(customer.order.amount));
  await dialog.getByLabel('Amount to refund (₦)').fill(String(half));
  await dialog.getByLabel('Reason').fill('One jar arrived cracked');
  const refunds = dialog.getByRole('region', { name: 'Refunds' });
  await refunds.screenshot({ path: '/work/notes/shots/refund-form-375.png' });
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  const question = `Refund ${formatNaira(half)} on order ${customer.order.orderNumber}?`;
  await expect(dialog.getByText(question)).toBeVisible();
  await refunds.screenshot({ path: '/work/notes/shots/refund-confirm-375.png' });
  await dialog.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByText(`Refund of ${formatNaira(half)} recorded`)).toBeVisible();
  await expect(dialog.getByText(`Refunded ${formatNaira(half)}`)).toBeVisible();
  await expect(refunds.getByText('Processed')).toBeVisible();
  await expect(dialog.getByLabel('Amount to refund (₦)')).toHaveValue(String(customer.order.amount - half));
  await refunds.screenshot({ path: '/work/notes/shots/refund-done-375.png' });

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, customer.username, customer.password, /\/dashboard$/);
  const note = page.getByText(`Refunded ${formatNaira(half)}`);
  await expect(note).toBeVisible();
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/notes/shots/refund-dashboard-375.png' });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the refund form sits in the order details, prefilled with the whole paid amount', async ({
    page,
    request,
  }) => {
    const customer = await paidOrderOfNewCustomer(request);
    await signIn(page, ADMIN.username, ADMIN.password, /\/admin$/);
    await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
    await page.getByLabel('Search orders').fill(customer.name);
    await page
      .getByRole('article', { name: `Order of ${customer.name}` })
      .getByRole('button', { name: 'View details' })
      .click();
    const refunds = page.getByRole('dialog').getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByLabel('Amount to refund (₦)')).toHaveValue(String(customer.order.amount));
    await refunds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/notes/shots/refund-form-1280.png' });
  });
});
