// Lighthouse's mobile audit (default simulated throttling) of the shop's pages in Debian's
// Chromium, `runs` times a page; the table gets each figure's median. Every report is saved as
// JSON under bench/.tmp/lighthouse/ and each audit that cost points is listed. A page may first
// set up its browser (`prepare`: a cart with items, a signed-in account, a placed order) and may be
// audited as it stands after that (`snapshot`: a filled form, which a new navigation would empty).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BUDGETS, median, row } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { preparedChrome } from './prepared-browser.mjs';
import { root } from './start-shop.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** How often a run is repeated at most when Chromium's trace missed the navigation start. */
const MAX_REPEATS = 3;

async function audit(url, page = {}) {
  // Lighthouse itself looks for a Chrome through CHROME_PATH.
  process.env.CHROME_PATH = CHROMIUM_PATH;
  if (page.prepare) return auditPrepared(url, page);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * `page.prepare(playwrightPage, origin)` sets the browser up (and may answer the path to audit);
 * then Lighthouse navigates there keeping the storage, or takes a snapshot of the page as it is.
 */
async function auditPrepared(url, page) {
  const origin = new URL(url).origin;
  const { chrome, result } = await preparedChrome(origin, page.prepare);
  const target = typeof result === 'string' ? `${origin}${result}` : url;
  try {
    if (page.snapshot) {
      const remote = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        const pages = await remote.pages();
        const open = pages.find((p) => p.url() === target) ?? pages.at(-1);
        const flow = await snapshot(open, {
          config: { extends: 'lighthouse:default', settings: { onlyCategories: CATEGORIES } },
        });
        if (!flow) throw new Error(`Lighthouse gave no snapshot of ${target}`);
        return flow.lhr;
      } finally {
        await remote.disconnect();
      }
    }
    const answer = await lighthouse(target, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${target}`);
    return answer.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * An audit, repeated while Chromium's trace missed the navigation start (`NO_NAVSTART`; the kept
 * traces have no navigationStart, fetchStart nor the document's request, and the new renderer's
 * first event is responseEnd: its recording began after the navigation). The browser lost such a
 * run, not the page.
 */
async function auditTraced(url, page) {
  for (let repeats = 0; ; repeats++) {
    const lhr = await audit(url, page);
    if (lhr.runtimeError?.code !== 'NO_NAVSTART' || repeats === MAX_REPEATS) return { lhr, repeats };
  }
}

/** The audits of a category that did not score full marks, as "id (score)". */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id} (${a.displayValue ? `${a.displayValue}, ` : ''}score ${a.score})`);
}

/**
 * `pages`: [{ name, path, kind, prepare?, snapshot? }]; `kind` 'storefront' holds every budget,
 * 'account' (sign-in and the other guest forms, dashboard, order) every budget but SEO, 'admin'
 * performance, accessibility and best practices only, the rest reported. Returns the table rows and notes: every audit that cost points on any run, per page.
 */
export async function lighthouseRows({ shop, origin, pages, runs }) {
  const rows = [];
  const notes = [];
  const outDir = join(root, 'bench/.tmp/lighthouse');
  mkdirSync(outDir, { recursive: true });
  for (const page of pages) {
    const lhrs = [];
    const failures = [];
    let repeated = 0;
    for (let i = 0; i < runs; i++) {
      let result;
      try {
        result = await auditTraced(`${origin}${page.path}`, page);
      } catch (error) {
        // A page too heavy to audit (Lighthouse gave up waiting): the run counts for nothing.
        failures.push(error.code ?? error.message);
        continue;
      }
      const { lhr, repeats } = result;
      repeated += repeats;
      writeFileSync(
        join(outDir, `${shop}-${page.name.replace(/\W+/g, '_')}-${i + 1}.json`),
        JSON.stringify(lhr),
      );
      if (lhr.runtimeError) failures.push(lhr.runtimeError.code);
      else lhrs.push(lhr);
    }
    // The median of the runs that completed; none completed: not measured, every budget missed.
    const figure = (f) => median(lhrs.map(f));
    const part = `lighthouse ${shop}`;
    const b =
      { account: BUDGETS.lighthouseAccount, admin: BUDGETS.lighthouseAdmin }[page.kind] ?? BUDGETS.lighthouse;
    // A snapshot has no load to time: its performance is not measured.
    const categories = page.snapshot ? CATEGORIES.filter((c) => c !== 'performance') : CATEGORIES;
    for (const c of categories)
      rows.push(
        row(
          part,
          `${page.name} ${c}`,
          figure((l) => (l.categories[c].score ?? Number.NaN) * 100),
          'score',
          b[c],
        ),
      );
    if (!page.snapshot) pushTimings(rows, part, page, figure, b);
    const lost = new Set();
    for (const lhr of lhrs)
      for (const c of categories) for (const a of lostPoints(lhr, c)) lost.add(`${c}: ${a}`);
    if (repeated)
      lost.add(`${repeated} run(s) repeated: the trace missed the navigation start (NO_NAVSTART)`);
    if (failures.length) lost.add(`${failures.length} of ${runs} run(s) failed: ${failures.join(', ')}`);
    const weight = lhrs.map((l) => Math.round((l.audits['total-byte-weight']?.numericValue ?? 0) / 1024));
    notes.push(
      `${shop} ${page.name} (${page.path}${page.snapshot ? ', snapshot' : ''}), ${weight.join(' / ')} kB transferred: ${lost.size ? [...lost].join('; ') : 'no audit lost points'}`,
    );
  }
  return { rows, notes };
}

/** Largest contentful paint, total blocking time and layout shift of a navigation. */
function pushTimings(rows, part, page, figure, b) {
  rows.push(
    row(
      part,
      `${page.name} LCP`,
      figure((l) => l.audits['largest-contentful-paint'].numericValue),
      's',
      b.lcpMs,
    ),
  );
  rows.push(
    row(
      part,
      `${page.name} TBT`,
      figure((l) => l.audits['total-blocking-time'].numericValue),
      'ms',
      b.tbtMs,
    ),
  );
  rows.push(
    row(
      part,
      `${page.name} CLS`,
      figure((l) => l.audits['cumulative-layout-shift'].numericValue),
      '',
      b.cls,
    ),
  );
}
