// What a shopper's phone downloads to show each storefront page: each page is loaded in Chromium
// (Playwright) until the network is quiet, every JavaScript file it fetched is summed at its gzip
// size, and none of them may belong to the admin, account or payment code.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BUDGETS, row } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { root } from './start-shop.mjs';

const dist = join(root, 'apps/web/dist');

// Route modules (and what they load on demand) that only admins, signed-in accounts or a payment
// need. Their chunks, less anything a storefront module shares, must never load on a storefront page.
const NOT_STOREFRONT =
  /admin|dashboard|account|signin|signup|forgot|verify|new-password|paystack|payment|order-route|track-route|success-route/;

/** Chunk files of the build reachable from `keys` in Vite's manifest. */
function reachable(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
      // Dynamic imports of a storefront module are on-demand too, but stay storefront code.
      if (manifest[next]?.isDynamicEntry && NOT_STOREFRONT.test(next) !== NOT_STOREFRONT.test(key)) continue;
      visit(next);
    }
  };
  keys.forEach(visit);
  return files;
}

/** The chunk files a storefront page must never fetch. */
export function forbiddenChunks(manifest) {
  const keys = Object.keys(manifest).filter((k) => manifest[k].isEntry || manifest[k].isDynamicEntry);
  const storefront = reachable(
    manifest,
    keys.filter((k) => !NOT_STOREFRONT.test(k)),
  );
  const other = reachable(
    manifest,
    keys.filter((k) => NOT_STOREFRONT.test(k)),
  );
  return new Set([...other].filter((f) => !storefront.has(f)));
}

const gzipKb = (file) => {
  const path = join(dist, file);
  const size = existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path), { level: 9 }).length;
  return size / 1024;
};

/** Loads each page, returns its rows and notes (the files of each page). Also `apiCalls` per page. */
export async function firstPageJsRows({ origin, pages }) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const forbidden = forbiddenChunks(manifest);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  const notes = [];
  const apiCalls = {};
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const tab = await context.newPage();
      const scripts = new Set();
      const calls = [];
      let lastRequest = Date.now();
      tab.on('request', (request) => {
        lastRequest = Date.now();
        const url = new URL(request.url());
        if (url.origin !== origin) return;
        if (request.resourceType() === 'script' || url.pathname.endsWith('.js'))
          scripts.add(url.pathname.slice(1));
        const fetched = ['fetch', 'xhr'].includes(request.resourceType());
        if (fetched && url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
      });
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
      // Quiet for 2 s: on a busy machine the script can run longer than Playwright's 500 ms
      // "network idle" before the page's own API calls start.
      while (Date.now() - lastRequest < 2000) await tab.waitForTimeout(250);
      await context.close();
      const kb = [...scripts].reduce((sum, file) => sum + gzipKb(file), 0);
      const leaked = [...scripts].filter((f) => forbidden.has(f));
      apiCalls[page.name] = calls;
      rows.push(row('first-page JS', `${page.name} JS gzip`, kb, 'kB', BUDGETS.firstPageJsKb));
      rows.push(
        row('first-page JS', `${page.name} admin/account/payment chunks`, leaked.length, '', { max: 0 }),
      );
      const files = [...scripts].map((f) => `${f.replace(/^assets\//, '')} ${gzipKb(f).toFixed(1)}`);
      notes.push(
        `${page.name}: ${scripts.size} JS files (${files.join(', ')})${leaked.length ? `, NOT STOREFRONT: ${leaked.join(', ')}` : ''}; API calls: ${calls.join(', ') || 'none'}`,
      );
    }
  } finally {
    await browser.close();
  }
  return { rows, notes, apiCalls, forbidden };
}

/**
 * The API calls each page's loaders make, as the browser makes them when the shopper arrives by
 * a link: a server-rendered first visit makes none (the server asked while rendering), so the page
 * is reached by a client-side navigation from the cart page.
 */
export async function clientNavigationCalls({ origin, paths }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const calls = {};
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    let current = null;
    tab.on('request', (request) => {
      const url = new URL(request.url());
      const fetched = ['fetch', 'xhr'].includes(request.resourceType());
      if (current && fetched && url.origin === origin && url.pathname.startsWith('/api/'))
        calls[current].push(url.pathname + url.search);
    });
    await tab.goto(`${origin}/cart`, { waitUntil: 'networkidle' });
    for (const path of paths) {
      current = path;
      calls[path] = [];
      await tab.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(1500);
    }
  } finally {
    await browser.close();
  }
  return calls;
}
