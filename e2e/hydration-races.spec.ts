import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A listing's HTML is taken over by the app without React ever finding text it did not expect
// (its error #418), even when the shop changes between the HTML and the app's start: another
// shopper's purchase changes a price or "Only 2 left" before the listing's data is fetched again,
// or the shopper taps "Add to cart" while the page is still being taken over.
// The home page, a product page and the cart's layout are taken over likewise.

/** React's complaints about a take-over that found other text than its own, as they come. */
function hydrationComplaints(page: Page) {
  const complaints: string[] = [];
  const note = (text: string) => {
    if (/#418|#423|#425|hydrat/i.test(text)) complaints.push(text);
  };
  page.on('pageerror', (error) => note(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  return complaints;
}

/**
 * Notes the listing's first card as the HTML drew it, before any script of the app runs; answers,
 * later, whether that very element is still in the page: taken over (hydrated), it is; drawn
 * afresh, it was replaced.
 */
async function noteFirstCard(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { htmlCard?: Element | null }).htmlCard = document.querySelector(
        '[data-testid="product-card"]',
      );
    }),
  );
  return () => page.evaluate(() => (window as { htmlCard?: Element | null }).htmlCard?.isConnected ?? null);
}

test('a listing whose data is as its HTML was written is taken over, not drawn afresh', async ({ page }) => {
  const complaints = hydrationComplaints(page);
  const htmlCardKept = await noteFirstCard(page);
  await page.goto('/skincare');
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  expect(await htmlCardKept()).toBe(true);
  expect(complaints).toEqual([]);
});

test('the home page, a product page and the cart are taken over, not drawn afresh, with no hydration error', async ({
  page,
}) => {
  const complaints = hydrationComplaints(page);
  // The page's header and heading as the HTML drew them, before any script of the app runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const drawn = window as { htmlHeader?: Element | null; htmlHeading?: Element | null };
      drawn.htmlHeader = document.querySelector('#root header');
      drawn.htmlHeading = document.querySelector('#root h1');
    }),
  );
  const kept = () =>
    page.evaluate(() => {
      const drawn = window as { htmlHeader?: Element | null; htmlHeading?: Element | null };
      return { header: drawn.htmlHeader?.isConnected, heading: drawn.htmlHeading?.isConnected };
    });
  for (const path of ['/', '/product/GN-SK-002', '/cart']) {
    await page.goto(path);
    // Taken over: the starter's hidden frame, holding the load event, is gone.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('iframe[hidden]') === null))
      .toBe(true);
    const { header, heading } = await kept();
    expect(header, path).toBe(true);
    // The cart's heading is its loading state's until the browser has read the cart it keeps
    // (app/routes/cart-route.tsx), and is then drawn afresh by design.
    if (path !== '/cart') expect(heading, path).toBe(true);
  }
  expect(complaints).toEqual([]);
});

type Listed = { products: { name: string; price: number }[] };

test('a listing whose prices changed after its HTML was written shows the new prices, with no hydration error', async ({
  page,
}) => {
  const complaints = hydrationComplaints(page);
  const htmlCardKept = await noteFirstCard(page);
  let changed = '';
  let newPrice = 0;
  // The data fetched again before the take-over answers a price the HTML does not have, as after
  // the shop owner changed it in that moment.
  await page.route('**/api/product/products?**', async (route) => {
    const answer = await route.fetch();
    const listed = (await answer.json()) as Listed;
    const first = listed.products[0]!;
    first.price += 1000;
    changed = first.name;
    newPrice = first.price;
    await route.fulfill({ response: answer, json: listed });
  });
  await page.goto('/skincare');
  // The changed answer may come after the load event: the card is known once it has.
  await expect.poll(() => changed).not.toBe('');
  const card = page.getByTestId('product-card').filter({ hasText: changed }).first();
  // The app drew what it fetched (the new price) in place of the HTML; then its cart button works.
  await expect(card).toContainText(`₦${newPrice.toLocaleString('en-US')}`);
  await page.getByRole('button', { name: `Add ${changed} to cart` }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  expect(await htmlCardKept()).toBe(false);
  expect(complaints).toEqual([]);
});

test('"Add to cart" tapped while a listing is being taken over adds it, with no hydration error', async ({
  page,
}) => {
  const complaints = hydrationComplaints(page);
  // A slow phone's processor: the take-over is under way for a while, and taps land inside it.
  const phone = await page.context().newCDPSession(page);
  await phone.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto('/skincare', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' });
  // Taps again and again through the take-over, until one counts.
  for (
    let i = 0;
    i < 40 &&
    !(await page
      .getByRole('link', { name: /^Cart, \d+ item/ })
      .first()
      .isVisible());
    i++
  ) {
    await add.click({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(20);
  }
  await expect(page.getByRole('link', { name: /^Cart, \d+ item/ }).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(complaints).toEqual([]);
});
