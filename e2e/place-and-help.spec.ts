import type { Locator, Page } from '@playwright/test';
import { axeFindings, expect, test } from './fixtures';

// On a 375 px phone: the product page's menu, Back to the same place on a listing, cards
// that say what cannot be bought, every page's own title, and "Chat on WhatsApp" with the product
// named (the journeys' server runs with SHOP_WHATSAPP=0803 555 0142, playwright.config.ts).

test.use({ viewport: { width: 375, height: 812 } });

/** The page is never wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

/**
 * Taps a link and answers where the page was at the tap: the click may first scroll the link
 * out from under the sticky header, and that is the place Back returns to (the page is one app,
 * so the note survives the navigation).
 */
async function tapNotingPlace(page: Page, link: Locator) {
  await page.evaluate(() =>
    document.addEventListener('click', () => ((window as { tappedAt?: number }).tappedAt = window.scrollY), {
      capture: true,
      once: true,
    }),
  );
  await link.click();
  await page.waitForURL(/\/product\//);
  return page.evaluate(() => Math.round((window as { tappedAt?: number }).tappedAt ?? 0));
}

/**
 * Back where she tapped. Within a few pixels: cards not yet drawn stand in at a card's usual
 * height (index.css, `.render-when-near`), and a card drawn at its own height a moment later moves
 * the page by the difference; the tests also check that the tapped product is in view.
 */
async function expectBackNear(page: Page, depth: number) {
  const offBy = async () => Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - depth);
  await expect.poll(offBy, { timeout: 8000 }).toBeLessThanOrEqual(40);
}

test('Back from a product returns to the same place on the listing, with its sort', async ({ page }) => {
  await page.goto('/makeup');
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // Deep down the list (the demo's 26 makeup products stand in one column).
  await page.evaluate(() =>
    window.scrollTo(0, Math.min(4000, document.documentElement.scrollHeight - window.innerHeight - 300)),
  );
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  // A card in view at that depth.
  const title = page
    .locator('[data-testid="product-card"] h3 a')
    .filter({ visible: true })
    .nth(
      await page.evaluate(() => {
        const links = [...document.querySelectorAll('[data-testid="product-card"] h3 a')];
        return Math.max(
          0,
          links.findIndex((a) => a.getBoundingClientRect().top > 80),
        );
      }),
    );
  const name = (await title.textContent())!;
  const depth = await tapNotingPlace(page, title);
  expect(depth).toBeGreaterThan(2000);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Glow Naija`);

  await page.goBack();
  await expect(page).toHaveURL(/\/makeup\?sort=price-desc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expectBackNear(page, depth);
  await expect(page.getByRole('link', { name, exact: true })).toBeInViewport();
});

test('Back to search results keeps the pages shown with "Show more" and the place', async ({ page }) => {
  await page.goto('/search?q=glow');
  const status = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ products$/ });
  await expect(status).toHaveText(/^Showing 48 of \d+ products$/);
  const total = Number((await status.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(48);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(status).toHaveText(`Showing ${total} of ${total} products`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - 2500));
  await page.waitForTimeout(500);
  const index = await page.evaluate(() => {
    const links = [...document.querySelectorAll('[data-testid="product-card"] h3 a')];
    return Math.max(
      0,
      links.findIndex((a) => a.getBoundingClientRect().top > 80),
    );
  });
  const title = page.locator('[data-testid="product-card"] h3 a').nth(index);
  const name = (await title.textContent())!;
  const depth = await tapNotingPlace(page, title);
  expect(depth).toBeGreaterThan(15000);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(status).toHaveText(`Showing ${total} of ${total} products`);
  await expectBackNear(page, depth);
  await expect(page.getByRole('link', { name, exact: true })).toBeInViewport();
  await expect(page).toHaveTitle('Search · Glow Naija');
});

test('Back to the home page returns to where the shopper was', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Your go to Beauty Destination.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
  const link = page.locator('main h3 a').filter({ visible: true });
  const index = await page.evaluate(() => {
    const links = [...document.querySelectorAll('main h3 a')];
    return Math.max(
      0,
      links.findIndex((a) => a.getBoundingClientRect().top > 80),
    );
  });
  await link.nth(index).click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 8000 }).toBe(2500);
});

test('a sold-out card says so and its cart icon cannot add it; a low one says how few', async ({ page }) => {
  await page.goto('/makeup');
  const card = page.getByTestId('product-card').filter({ hasText: 'Matte Finish Foundation SPF 15' });
  await expect(card.getByText('Out of stock', { exact: true })).toBeVisible();
  const cart = card.getByRole('button', { name: 'Add Matte Finish Foundation SPF 15 to cart' });
  await expect(cart).toBeDisabled();
  await cart.click({ force: true });
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
});

test('a product page has the menu and a WhatsApp chat naming the product', async ({ page }) => {
  await page.goto('/product/GN-MU-002');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const chat = page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' });
  await expect(chat).toHaveAttribute(
    'href',
    `https://wa.me/2348035550142?text=${encodeURIComponent(`Hello, I have a question about ${name}.`)}`,
  );
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/2348035550142\?text=/,
  );
  await expectNoSidewaysScroll(page);
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Skincare' }).click();
  await expect(page).toHaveURL(/\/skincare$/);
});

test('the cart has a WhatsApp chat, and every page its own title', async ({ page }) => {
  await page.goto('/skincare');
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  await page.goto('/cart');
  await expect(page).toHaveTitle('Your cart · Glow Naija');
  await expect(page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/2348035550142\?text=Hello%20Glow%20Naija%2C%20I%20need%20help%20with%20my%20cart\.$/,
  );
  await expectNoSidewaysScroll(page);
  expect(await axeFindings(page)).toEqual([]);
  for (const [path, title] of [
    ['/signin', 'Sign in · Glow Naija'],
    ['/signup', 'Create your account · Glow Naija'],
    ['/track', 'Track your order · Glow Naija'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(title!);
  }
  // Moving round without reloading sets them too.
  await page.getByRole('link', { name: 'Glow Naija', exact: true }).first().click();
  await expect(page).toHaveTitle('Glow Naija · Makeup and skincare');
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveTitle('Your cart · Glow Naija');
});
