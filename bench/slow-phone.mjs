// A shopper's phone on Regular 3G: 300 ms round trip, 750 kbps down, 250 kbps up, a processor 4×
// slower than this machine's, a 375 px screen; and the same phone on DevTools' Slow 3G (400 kbps
// each way, 2 s round trip), reported beside it without a budget, as many Nigerian shoppers are on
// it outside the cities. Timed from the navigation's start, `runs` times
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

/** DevTools' "Slow 3G" preset: 500 kbps and 400 ms scaled by its 0.8 and 5 factors. */
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

/** A new phone (empty cache and storage) on `network` with the slower processor. */
async function slowPhone(browser, network) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/**
 * Milliseconds from the navigation's start until the first product card is on screen with its
 * price, and whether the app's scripts had all arrived by then (false: it was readable before any
 * script could run).
 */
async function firstProductShown(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  return page
    .waitForFunction(
      () => {
        const card = document.querySelector('[data-testid="product-card"]');
        const box = card?.getBoundingClientRect();
        if (!box || box.height === 0 || box.top >= window.innerHeight || !card.textContent.includes('₦'))
          return false;
        const shownAt = performance.now();
        const scripts = [...document.querySelectorAll('script[src]')].map((s) => s.src);
        const arrived = performance
          .getEntriesByType('resource')
          .filter((e) => scripts.includes(e.name) && e.responseEnd > 0 && e.responseEnd <= shownAt);
        return { ms: shownAt, scriptsArrived: scripts.length > 0 && arrived.length === scripts.length };
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

/** The two timings on one network, `runs` times each, a new phone each time. */
async function timeOn(browser, network, { origin, productPath, runs }) {
  const times = { shown: [], beforeScripts: [], added: [] };
  for (let i = 0; i < runs; i++) {
    for (const [key, path] of [
      ['shown', '/makeup'],
      ['added', productPath],
    ]) {
      const { context, page } = await slowPhone(browser, network);
      try {
        if (key === 'shown') {
          const shown = await firstProductShown(page, `${origin}${path}`);
          times.shown.push(shown.ms);
          times.beforeScripts.push(!shown.scriptsArrived);
        } else times.added.push(await addedToCart(page, `${origin}${path}`));
      } finally {
        await context.close();
      }
    }
  }
  return times;
}

const listed = (times) => times.map((t) => Math.round(t)).join(' / ');

/** `productPath`: a product page in stock without shades. */
export async function slowPhoneRows({ origin, productPath, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let regular, slow;
  try {
    regular = await timeOn(browser, REGULAR_3G, { origin, productPath, runs });
    slow = await timeOn(browser, SLOW_3G, { origin, productPath, runs });
  } finally {
    await browser.close();
  }
  const readableFirst = (times) =>
    `${times.beforeScripts.filter(Boolean).length} of ${times.beforeScripts.length} runs`;
  return {
    rows: [
      row(
        'Regular 3G phone',
        '/makeup: first product shown',
        median(regular.shown),
        's',
        BUDGETS.slowPhoneMs,
      ),
      row(
        'Regular 3G phone',
        `${productPath}: Add to Cart has added`,
        median(regular.added),
        's',
        BUDGETS.slowPhoneMs,
      ),
      row('Slow 3G phone', '/makeup: first product and price shown', median(slow.shown), 's'),
      row('Slow 3G phone', '/makeup: shown before the scripts arrived', readableFirst(slow)),
      row('Slow 3G phone', `${productPath}: Add to Cart has added`, median(slow.added), 's'),
    ],
    notes: [
      `Regular 3G runs: first product ${listed(regular.shown)} ms; Add to Cart ${listed(regular.added)} ms`,
      `Slow 3G runs: first product ${listed(slow.shown)} ms; Add to Cart ${listed(slow.added)} ms`,
    ],
  };
}
