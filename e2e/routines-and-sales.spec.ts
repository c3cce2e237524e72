import { adminHeaders, expect, test, unique, SHOTS } from './fixtures';
import { fillDelivery } from './checkout-steps';

// Sale prices on a 375 px phone (decision 60): the shopper sees the old price struck through on the
// card and the page, and the order is charged the sale price. Uses a seeded product no other
// journey touches.

const OIL = { code: 'GN-SK-018', name: 'Even Tone Body Oil', fullname: /Even Tone Body Oil/ };

test.use({ viewport: { width: 375, height: 812 } });

test('she sees a sale price struck through and her order is charged the sale price', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const ends = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const sale = await request.put(`/api/product/admin/products/${OIL.code}`, {
    headers: admin,
    multipart: { price: '9000', salePrice: '6000', saleEndsAt: ends },
  });
  expect(sale.status(), await sale.text()).toBe(200);

  await page.goto('/skincare');
  const card = page.getByRole('article').filter({ hasText: OIL.name }).first();
  await expect(card.getByText('Was ₦9,000, now ₦6,000')).toBeAttached();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/sale-card-375.png` });

  await page.goto(`/product/${OIL.code}`);
  await expect(page.getByText('Was ngn 9,000, now ngn 6,000')).toBeAttached();
  await expect(page.getByTestId('price-was')).toHaveText('ngn 9,000');
  await page.screenshot({ path: `${SHOTS}/sale-product-375.png` });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
  await page.goto('/cart');
  await fillDelivery(page, `${unique('sale')}@example.ng`);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  const popup = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/order\/[\w-]+$/);
  await expect(page.getByText('₦6,000 × 1').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sale-order-375.png`, fullPage: true });

  const orders = await request.get(`/api/order/orders?status=all&q=${encodeURIComponent(OIL.name)}`, {
    headers: admin,
  });
  const [order] = ((await orders.json()) as { data: { subtotal?: number; items: { price: number }[] }[] })
    .data;
  expect(order?.items[0]?.price).toBe(6000);
});
