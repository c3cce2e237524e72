import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, expect, test, unique, SHOTS } from './fixtures';
import { fillDelivery } from './checkout-steps';

// A shopper who closes the payment popup and tries again buys the last unit: the cancel gives the
// hold back at once. A double tap on Proceed opens one order. On a 375 px phone. Uses seeded
// products no other journey touches.

const LAST = { code: 'GN-SK-014', name: 'Kaolin Clay Detox Mask' };
const TAPPED = { code: 'GN-SK-022', name: 'Salicylic Acne Spot Gel' };

test.use({ viewport: { width: 375, height: 812 } });

/** The admin counts the product's stock, as the edit form would. */
async function setStock(
  request: APIRequestContext,
  admin: Record<string, string>,
  code: string,
  stock: number,
) {
  const res = await request.put(`/api/product/admin/products/${code}`, {
    headers: admin,
    multipart: { stock: String(stock) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Every order (paid or not) with a line of this product. */
async function ordersOf(request: APIRequestContext, admin: Record<string, string>, name: string) {
  const res = await request.get(`/api/order/orders?status=all&q=${encodeURIComponent(name)}`, {
    headers: admin,
  });
  return ((await res.json()) as { data: { status: string }[] }).data;
}

async function cartWith(page: Page, code: string, email: string) {
  await page.goto(`/product/${code}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
  await page.goto('/cart');
  await fillDelivery(page, email);
}

test('she cancels the payment popup, tries again and buys the last unit', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  await setStock(request, admin, LAST.code, 1);

  await cartWith(page, LAST.code, `${unique('retry')}@example.ng`);
  const proceed = page.getByRole('button', { name: 'Proceed to payment' });
  const popup = page.getByRole('dialog', { name: 'Sandbox payment' });
  await proceed.click();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment cancelled').first()).toBeVisible();
  await expect(popup).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/c1-cancelled-375.png` });

  // The cancel gave the unit back at once: Proceed again holds it for her, not "sold out".
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(popup).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/c1-retried-375.png` });
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/order\/[\w-]+$/);
  await expect(page.getByText('Order created successfully!').first()).toBeVisible();
  await expect(page.getByText(LAST.name).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/c1-order-375.png` });

  // She bought the last unit: one paid order, the cancelled one expired, and none left.
  const statuses = (await ordersOf(request, admin, LAST.name)).map((o) => o.status).sort();
  expect(statuses).toEqual(['expired', 'paid']);
  await page.goto(`/product/${LAST.code}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
});

test('a double tap on Proceed opens one order', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  await setStock(request, admin, TAPPED.code, 5);

  await cartWith(page, TAPPED.code, `${unique('double-tap')}@example.ng`);
  await page.getByRole('button', { name: 'Proceed to payment' }).dblclick();
  const popup = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await ordersOf(request, admin, TAPPED.name)).toHaveLength(1);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment cancelled').first()).toBeVisible();
});
