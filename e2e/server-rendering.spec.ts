import type { Page } from '@playwright/test';
import { expect, holdBack, holdUntilLetGo, test } from './fixtures';

// The storefront's first screen comes in the HTML itself: readable (names, prices, the way to the
// cart) before any script has run, and then taken over by the app without a visible change.

/** Whether the app has taken the page over (the starter's hidden frame, holding the load event, is gone). */
const appStarted = (page: Page) => page.evaluate(() => document.querySelector('iframe[hidden]') === null);

type Listed = { products: { productId: string; name: string; price: number }[] };

test('the makeup listing and a product page are readable with JavaScript off', async ({
  browser,
  request,
}) => {
  const { products } = (await (await request.get('/api/product/products?category=makeup')).json()) as Listed;
  const first = products[0]!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/makeup');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/makeup/i);
  await expect(page.getByText(first.name).first()).toBeVisible();
  await expect(page.getByText(/₦\s?[\d,]+/).first()).toBeVisible();

  await page.goto(`/product/${first.productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.name);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ }).first()).toBeVisible();

  await page.goto('/search?q=black%20soap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “black soap”');
  await expect(page.getByText('African Black Soap Cleanser').first()).toBeVisible();
  await context.close();
});

test('the HTML carries the page and the data it was rendered from, under a policy allowing only its own nonce', async ({
  request,
}) => {
  const answer = await request.get('/skincare');
  const html = await answer.text();
  expect(html).not.toContain('<div id="root"></div>');
  expect(html).toMatch(/<div id="root">[\s\S]*<main/);
  expect(html).toContain('<script id="route-data" type="application/json">');
  const policy = answer.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  // Every inline script React wrote carries this response's nonce; data scripts do not run.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
  for (const attributes of inline)
    expect(attributes.includes('application/json') || attributes.includes(`nonce="${nonce}"`)).toBe(true);
  // A second answer has another nonce.
  const again = (await request.get('/skincare')).headers()['content-security-policy'] ?? '';
  expect(again).not.toBe(policy);
});

test("a listing's HTML holds its cards, and the browser fetches their data once, beside the app", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/makeup')).text();
  expect(html).toContain('Velvet Matte Lipstick');
  // The data script carries no product: their ids, shades and descriptions would double the page.
  const data = /<script id="route-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(data).not.toContain('Velvet Matte Lipstick');
  expect(html).toContain('"fetches":["/api/product/products?category=makeup&limit=48&offset=0"]');
  // A product page sends its data whole: it is small.
  expect(await (await request.get('/product/GN-MU-001')).text()).toContain('"fetches":[]');

  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/product/products') asked.push(r.url());
  });
  await page.goto('/makeup');
  await page.getByRole('button', { name: 'Add Velvet Matte Lipstick to cart' }).click();
  await page.getByRole('button', { name: 'Add Ruby Owambe' }).click();
  await expect(page.getByText('Item added to cart', { exact: true }).first()).toBeVisible();
  // One request: the app's own fetch was answered by the one the page started.
  expect(asked).toHaveLength(1);
});

test("a tap on a listing's card while its data is on its way is not lost; a failed answer says so", async ({
  page,
}) => {
  await holdBack(page, '**/api/product/products?**', 1500);
  await page.goto('/skincare', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();

  await page.unroute('**/api/product/products?**');
  await page.route('**/api/product/products?**', (route) => route.abort());
  await page.goto('/makeup');
  await expect(page.getByRole('alert')).toContainText(/network|connection/i);
  // The rest of the page is the app's: its cart link opens the cart.
  await page.getByRole('link', { name: 'Cart, 1 item' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
});

test("a tap on a listing's card is not lost when the shop changed before the app drew the page", async ({
  page,
}) => {
  // Another shopper's purchase or an edited price between the HTML and the app's fetch: the app
  // draws the listing afresh (main.tsx), and the tap lands on the new page's card.
  let letDataIn = () => {};
  const gate = new Promise<void>((resolve) => (letDataIn = resolve));
  await page.route('**/api/product/products?**', async (route) => {
    await gate;
    const response = await route.fetch();
    const answer = (await response.json()) as Listed;
    const other = answer.products.find((p) => p.name !== 'African Black Soap Cleanser')!;
    other.price += 100;
    await route.fulfill({ response, json: answer });
  });
  await page.goto('/skincare', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  expect(await appStarted(page)).toBe(false);
  letDataIn();
  await expect(page.getByText('Item added to cart', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
});

test('a returning shopper sees her own cart and session right after the page takes over, with no error', async ({
  page,
}) => {
  await page.goto('/product/GN-SK-002');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  for (const path of ['/', '/makeup', '/product/GN-SK-002', '/cart']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toBeVisible();
});

test("the app's scripts are asked for once the page's largest picture has arrived", async ({ page }) => {
  const log: string[] = [];
  page.on('request', (r) => log.push(`asked ${new URL(r.url()).pathname}`));
  page.on('requestfinished', (r) => log.push(`arrived ${new URL(r.url()).pathname}`));
  await page.goto('/makeup');
  await expect.poll(() => log.some((line) => /^asked \/assets\/index-[^/]*\.js$/.test(line))).toBe(true);
  const picture = log.indexOf('arrived /media/makeup-poster.webp');
  const entry = log.findIndex((line) => /^asked \/assets\/index-[^/]*\.js$/.test(line));
  expect(picture).toBeGreaterThan(-1);
  expect(entry).toBeGreaterThan(picture);
});

test('a tap, a search and a sort made before the app has started are not lost', async ({ page }) => {
  // The app's entry script arrives late, as on a slow phone; the shopper acts on the painted page.
  const letAppIn = await holdUntilLetGo(page, '**/assets/index-*.js');
  await page.goto('/skincare', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Highest price' });
  await page.getByLabel('Search Skincare').fill('serum');
  expect(await appStarted(page)).toBe(false);
  letAppIn();

  await expect(page.getByText('Item added to cart', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=serum/);
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await expect(page.getByLabel('Search Skincare')).toHaveValue('serum');
  await expect(page.getByRole('heading', { name: /African Black Soap/ })).toHaveCount(0);
});

test('Add to Cart pressed before the app has started puts the product in the cart at once, and the app keeps it', async ({
  page,
}) => {
  // The app arrives late, as on Regular 3G; the shopper presses Add to Cart on the painted page.
  const letAppIn = await holdUntilLetGo(page, '**/assets/index-*.js');
  await page.goto('/product/GN-SK-002', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as object);
  expect(await stored()).toMatchObject({
    items: [{ productId: 'GN-SK-002', quantity: 1 }],
    totalQuantity: 1,
  });
  expect(await appStarted(page)).toBe(false);
  letAppIn();

  // The app says so when it has started, and counts the product once.
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await expect(page.locator('[data-testid="cart-badge"]:visible')).toHaveText('1');
  await expect(page.locator('a[data-early-count]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
  expect(await stored()).toMatchObject({ items: [{ productId: 'GN-SK-002', quantity: 2 }] });
});

test('a product with shades pressed before the app has started still asks for a shade', async ({ page }) => {
  await holdBack(page, '**/assets/index-*.js', 1500);
  await page.goto('/product/GN-MU-001', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please select a color')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test('the page reports itself loaded only once the app listens', async ({ page }) => {
  await page.goto('/makeup');
  expect(await appStarted(page)).toBe(true);
  // A tap right after the load event is the app's at once (a shade chooser opens).
  await page.getByRole('button', { name: 'Add Velvet Matte Lipstick to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a shade' })).toBeVisible();
});
