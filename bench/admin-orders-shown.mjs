// The shopkeeper's orders list on the big shop: in Debian's Chromium (Playwright), at desktop speed
// (no network or processor throttling: the shopkeeper works on a laptop), 1280 × 800. The admin
// signs in through the sign-in page and chooses the orders tab once; the admin keeps the chosen
// tab (features/admin/shell/admin-tabs.ts), so each later visit to /admin opens on it. Each run is
// such a visit in a new browser context holding that sign-in (an empty cache), timed from the
// navigation's start until the first order card, with its order number, is on screen.
import { chromium } from '@playwright/test';
import { BUDGETS, median, row } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { signIn } from './prepared-browser.mjs';
import { ADMIN_PASSWORD } from './start-shop.mjs';

const VIEWPORT = { width: 1280, height: 800 };

/** The signed-in admin's storage, the orders tab chosen the way the shopkeeper chooses it. */
async function adminOnOrdersTab(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signIn(page, origin, 'admin', ADMIN_PASSWORD);
    await page.getByRole('tab', { name: 'orders' }).click();
    await page
      .getByRole('article', { name: /^Order of / })
      .first()
      .waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Milliseconds from the navigation's start until the first order card shows its order number. */
async function firstOrderShown(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  return page
    .waitForFunction(
      () => {
        const card = document.querySelector('article[aria-label^="Order of "]');
        const box = card?.getBoundingClientRect();
        if (!box || box.height === 0 || box.top >= window.innerHeight) return false;
        // innerText, as laid out: the name and the number on lines of their own.
        return /\b[A-Z]+-\d+\b/.test(card.innerText) ? performance.now() : false;
      },
      null,
      { polling: 'raf' },
    )
    .then((handle) => handle.jsonValue());
}

/** `runs` visits to the orders list; the table gets their median. */
export async function adminOrdersShownRows({ engine, origin, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const times = [];
  try {
    const storageState = await adminOnOrdersTab(browser, origin);
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: VIEWPORT, storageState });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        times.push(await firstOrderShown(page, `${origin}/admin`));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    rows: [
      row(
        `big shop, ${engine}`,
        `/admin orders tab: first order shown (median of ${times.length})`,
        median(times),
        'ms',
        BUDGETS.adminOrdersShownMs,
      ),
    ],
    notes: [`admin orders list on ${engine}, runs: ${times.map((t) => Math.round(t)).join(' / ')} ms`],
  };
}
