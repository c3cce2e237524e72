// A shopper's phone on Regular 3G: 300 ms round trip, 750 kbps down, 250 kbps up, a processor 4×
// slower than this machine's, a 375 px screen. Timed from the navigation's start, `runs` times
// each (the median is tabled): the first product card shown on /makeup, and on a product page the
// moment Add to Cart, pressed as soon as it shows, has put the product in the cart (a press before
// the page's code has started adds by the page's starter for a product with nothing to choose,
// decision 39; any other is replayed by the app, app/early-events.ts).
import { chromium } from '@playwright/test';
import { BUDGETS, median, row } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const REGULAR_3G = {
  offline: false,
  latency: 300,
  downloadThroughput: (750 * 1000) / 8,
  uploadThroughput: (250 * 1000) / 8,
};

/** A new phone (empty cache and storage) on Regular 3G with the slower processor. */
async function slowPhone(browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', REGULAR_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** Milliseconds from the navigation's start until the first product card is on screen. */
async function firstProductShown(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  return page
    .waitForFunction(
      () => {
        const card = document.querySelector('[data-testid="product-card"]');
        const box = card?.getBoundingClientRect();
        return box && box.height > 0 && box.top < window.innerHeight ? performance.now() : false;
      },
      null,
      { polling: 50 },
    )
    .then((handle) => handle.jsonValue());
}

/** Milliseconds from the navigation's start until Add to Cart, pressed once shown, has added. */
async function addedToCart(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // In the cart: stored there, and the header's cart link shows the count (the app's badge, or
  // the one the page draws for a press before the app has started, decision 39).
  return page
    .waitForFunction(
      () =>
        localStorage.getItem('cart') && document.querySelector('header a[href="/cart"][aria-label^="Cart, "]')
          ? performance.now()
          : false,
      null,
      { polling: 50 },
    )
    .then((handle) => handle.jsonValue());
}

/** `productPath`: a product page in stock without shades. */
export async function slowPhoneRows({ origin, productPath, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const times = { shown: [], added: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const [key, measure, path] of [
        ['shown', firstProductShown, '/makeup'],
        ['added', addedToCart, productPath],
      ]) {
        const { context, page } = await slowPhone(browser);
        try {
          times[key].push(await measure(page, `${origin}${path}`));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  const part = 'Regular 3G phone';
  return {
    rows: [
      row(part, '/makeup: first product shown', median(times.shown), 's', BUDGETS.slowPhoneMs),
      row(part, `${productPath}: Add to Cart has added`, median(times.added), 's', BUDGETS.slowPhoneMs),
    ],
    notes: [
      `Regular 3G runs: first product ${times.shown.map((t) => Math.round(t)).join(' / ')} ms; Add to Cart ${times.added.map((t) => Math.round(t)).join(' / ')} ms`,
    ],
  };
}
