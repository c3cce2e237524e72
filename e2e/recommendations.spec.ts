import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import {
  adminHeaders,
  expect,
  openAdminTab,
  phoneOfThisRun,
  signInAsAdmin,
  test,
  unique,
  SHOTS,
} from './fixtures';

// "Pairs well with" and "Customers also bought" on a product page (decision 62): the shopkeeper
// pairs a gel moisturiser with a spot gel in the admin, shoppers buy the moisturiser with a clay
// mask of this run's own (stocked for it: other journeys sell the seeded ones out), and a shopper on
// her phone finds both rows under the product. The journeys' server counts
// what was bought together every 3 s (ALSO_BOUGHT_REFRESH_MINUTES in playwright.config.ts).

const MOISTURISER = { id: 'GN-SK-007', name: 'Oil-Control Gel Moisturiser' };
const SPOT_GEL = 'Salicylic Acne Spot Gel';

/** A clay mask of this run's own, with units to sell. */
async function newMask(request: APIRequestContext) {
  const name = `${unique('Clay')} Detox Mask`;
  const res = await request.post('/api/product/admin/products', {
    headers: await adminHeaders(request),
    multipart: {
      image: {
        name: 'mask.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 240, height: 240, channels: 3, background: '#9fb3a4' } })
          .png()
          .toBuffer(),
      },
      name,
      fullname: `Glow Naija ${name} 100g`,
      price: '8000',
      inStock: 'true',
      stock: '20',
      category: 'skincare',
      description: 'A kaolin clay mask that lifts oil from the pores.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { product: { productId: string } }).product.productId, name };
}

/** A guest's paid order of the moisturiser and the mask together. */
async function boughtTogether(request: APIRequestContext, mask: { id: string }) {
  const email = `${unique('together')}@example.ng`;
  const checkout = await request.post('/api/order/checkout', {
    data: {
      items: [MOISTURISER.id, mask.id].map((productId) => ({ productId, colorId: null, quantity: 1 })),
      delivery: {
        name: 'Zainab Bello',
        email,
        phoneNumber: phoneOfThisRun(),
        address: '12 Airport Road',
        state: 'Edo',
        city: 'Oredo',
      },
      transportOption: 'BENIN',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { reference } = (await checkout.json()) as { reference: string };
  expect((await request.post('/api/payments/sandbox/charge', { data: { reference } })).status()).toBe(200);
  expect((await request.post('/api/order/orders', { data: { transactionId: reference } })).status()).toBe(
    200,
  );
}

test('a shopkeeper pairs two products and a shopper finds the pairing and what others bought with it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'products' }));
  await page.getByLabel('Search products').fill(MOISTURISER.name);
  await page.getByRole('button', { name: `Edit ${MOISTURISER.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${MOISTURISER.name}` });
  await dialog.getByLabel('Find a product to pair').fill('Salicylic');
  await dialog.getByRole('button', { name: `Add ${SPOT_GEL}` }).click();
  await expect(dialog.getByRole('list', { name: 'Chosen to pair' })).toContainText(SPOT_GEL);
  await dialog.getByLabel('Find a product to pair').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pairing-picker-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByLabel('Find a product to pair').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pairing-picker-1280.png` });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();

  const mask = await newMask(request);
  await boughtTogether(request, mask);
  await boughtTogether(request, mask);

  const shopper = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const alsoBought = shopper.getByRole('list', { name: 'Customers also bought' });
  // The count is refreshed every few seconds: she reloads until it has caught up.
  await expect(async () => {
    await shopper.goto(`/product/${MOISTURISER.id}`);
    await expect(alsoBought.getByRole('heading', { name: mask.name })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const pairs = shopper.getByRole('list', { name: 'Pairs well with' });
  await expect(pairs.getByRole('heading', { name: SPOT_GEL })).toBeVisible();
  // Never the product itself, in either row.
  await expect(pairs.getByRole('heading', { name: MOISTURISER.name })).toHaveCount(0);
  await expect(alsoBought.getByRole('heading', { name: MOISTURISER.name })).toHaveCount(0);
  await shopper.getByRole('heading', { name: 'Pairs well with' }).scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: `${SHOTS}/product-rows-375.png` });
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.getByRole('heading', { name: 'Pairs well with' }).scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: `${SHOTS}/product-rows-1280.png` });

  // A tap on a paired product's card leads to it.
  await pairs
    .getByRole('link', { name: new RegExp(SPOT_GEL) })
    .first()
    .click();
  await expect(shopper).toHaveURL(/\/product\/GN-SK-022$/);
  await shopper.close();
});
