import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, expect, openAdminTab, signInAsAdmin, test, unique, SHOTS } from './fixtures';
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

// A routine or kit (decision 60): four products sold as one at a sale price, its stock drawn from
// each. Its parts are made here with their own quantities, so no other journey moves them.
const STEPS = ['Cleanse', 'Treat', 'Moisturise', 'Protect'];

async function routineOnSale(request: APIRequestContext, admin: Record<string, string>) {
  const tag = unique('Kit');
  const picture = async (background: string) =>
    sharp({ create: { width: 240, height: 240, channels: 3, background } })
      .png()
      .toBuffer();
  const colours = ['#e8c4b8', '#c8557a', '#f3e3d3', '#7a4b5c'];
  const parts = [];
  for (const [i, step] of STEPS.entries()) {
    const res = await request.post('/api/product/admin/products', {
      headers: admin,
      multipart: {
        image: { name: 'part.png', mimeType: 'image/png', buffer: await picture(colours[i]!) },
        name: `${tag} ${step}`,
        fullname: `Glow Naija ${tag} ${step}`,
        price: '6000',
        inStock: 'true',
        stock: '10',
        category: 'skincare',
        description: `The ${step.toLowerCase()} step.`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    parts.push(((await res.json()) as { product: { productId: string; name: string } }).product);
  }
  const ends = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const res = await request.post('/api/product/admin/products', {
    headers: admin,
    multipart: {
      image: { name: 'kit.png', mimeType: 'image/png', buffer: await picture('#b24a6e') },
      name: `${tag} Routine`,
      fullname: `Glow Naija ${tag} Clear Skin Routine`,
      price: '20000',
      salePrice: '15000',
      saleEndsAt: ends,
      inStock: 'true',
      category: 'skincare',
      description: 'Cleanse, treat, moisturise and protect: the four steps for clear skin.',
      routineParts: JSON.stringify(parts.map((p, i) => ({ productId: p.productId, step: STEPS[i] }))),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const routine = ((await res.json()) as { product: { productId: string; name: string; fullname: string } })
    .product;
  return { tag, parts, routine };
}

const partStocks = async (request: APIRequestContext, admin: Record<string, string>, tag: string) => {
  const res = await request.get(`/api/product/admin/products?q=${encodeURIComponent(tag)}&limit=20`, {
    headers: admin,
  });
  const { products } = (await res.json()) as { products: { name: string; stock: number | null }[] };
  return Object.fromEntries(products.map((p) => [p.name, p.stock]));
};

test('she buys a routine at its sale price and each of its products goes down by one', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const { tag, parts, routine } = await routineOnSale(request, admin);

  await page.goto('/skincare');
  const card = page.getByRole('article').filter({ hasText: routine.fullname }).first();
  await expect(card.getByText('Routine · 4 steps')).toBeVisible();
  await expect(card.getByText('Was ₦20,000, now ₦15,000')).toBeAttached();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/routine-card-375.png` });

  await page.goto(`/product/${routine.productId}`);
  await expect(page.getByTestId('price-was').first()).toHaveText('ngn 20,000');
  const steps = page.getByRole('region', { name: 'The routine, step by step' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  for (const [i, step] of STEPS.entries()) {
    const item = steps.getByRole('listitem').nth(i);
    await expect(item.getByText(`Step ${i + 1}: ${step}`)).toBeVisible();
    await expect(item.getByRole('link', { name: parts[i]!.name })).toHaveAttribute(
      'href',
      `/product/${parts[i]!.productId}`,
    );
  }
  // Four at ₦6,000 are ₦24,000: the routine on sale saves ₦9,000.
  await expect(steps.getByText('Save ngn 9,000')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/routine-product-375.png`, fullPage: true });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
  await page.goto('/cart');
  await fillDelivery(page, `${unique('routine')}@example.ng`);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  const popup = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/order\/[\w-]+$/);
  await expect(page.getByText('₦15,000 × 1').first()).toBeVisible();

  const orders = await request.get(`/api/order/orders?status=all&q=${encodeURIComponent(routine.name)}`, {
    headers: admin,
  });
  const [order] = (
    (await orders.json()) as {
      data: { subtotal: number; total: number; deliveryFee?: number; items: { price: number }[] }[];
    }
  ).data;
  expect(order?.items[0]?.price).toBe(15000);
  expect(order?.subtotal).toBe(15000);
  const stocks = await partStocks(request, admin, tag);
  expect(parts.map((p) => stocks[p.name])).toEqual([9, 9, 9, 9]);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the routine page, its card and the admin form look right', async ({ page, request }) => {
    const admin = await adminHeaders(request);
    const { routine } = await routineOnSale(request, admin);
    await page.goto('/skincare');
    const card = page.getByRole('article').filter({ hasText: routine.fullname }).first();
    await expect(card.getByText('Routine · 4 steps')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/routine-card-1280.png` });
    await page.goto(`/product/${routine.productId}`);
    await expect(page.getByRole('region', { name: 'The routine, step by step' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/routine-product-1280.png`, fullPage: true });
  });
});

for (const width of [375, 1280]) {
  test.describe(`the admin's routine form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('a shopkeeper adds the steps of a routine with labelled fields', async ({ page }) => {
      await signInAsAdmin(page);
      await openAdminTab(page, page.getByRole('tab', { name: 'add skincare / makeup' }));
      await page.getByRole('button', { name: 'Make it a routine: add its first step' }).click();
      await page.getByRole('button', { name: 'Add a step' }).click();
      await expect(page.getByLabel('Step 1 name')).toHaveValue('Cleanse');
      await expect(page.getByLabel('Step 2 name')).toHaveValue('Treat');
      const product = page.getByLabel('Step 1 product');
      await expect(product.locator('option').nth(1)).toBeAttached();
      await product.selectOption({ index: 1 });
      await page.getByLabel('Step 1 name').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/routine-admin-form-${width}.png` });
      await page.getByRole('button', { name: 'Remove step 2' }).click();
      await expect(page.getByLabel('Step 2 name')).toHaveCount(0);
    });
  });
}
