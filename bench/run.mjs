// `npm run bench [-- --only lighthouse,slow-phone,js,api,big,hashing,flash] [--runs 3] [--seconds 10] [--calls 200] [--no-build] [--shops demo,big]`
// Builds the web app, starts the shop as `npm start` serves it on the demo shop and on the big
// shop (and on a demo shop of its own for the hashing flood), measures every budget (budgets.mjs),
// prints one table, appends the run to bench/RESULTS.md and exits 1 when a budget is missed.
// PostgreSQL is measured too when BENCH_DATABASE_URL is set (a fresh database is created beside it
// and dropped afterwards).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adminOrdersShownRows } from './admin-orders-shown.mjs';
import { apiLoadRows } from './api-load.mjs';
import { cachedBigShopDatabase, cachedBigShopDir } from './big-shop.mjs';
import { bigShopRows } from './big-shop-p95.mjs';
import { table } from './budgets.mjs';
import { clientNavigationCalls, firstPageJsRows } from './first-page-js.mjs';
import { FLASH_SHOP_ENV, flashSaleRows } from './flash-sale.mjs';
import { FLOOD_CONCURRENCY, FLOOD_REQUESTS, HASHING_SHOP_ENV, hashingFloodRows } from './hashing-flood.mjs';
import { lighthouseRows } from './lighthouse.mjs';
import { fillCart, fillDelivery, placeOrder, signIn, signInCustomer } from './prepared-browser.mjs';
import { slowPhoneRows } from './slow-phone.mjs';
import { appendResults } from './results.mjs';
import { ADMIN_PASSWORD, adminToken, root, startShop } from './start-shop.mjs';

const PARTS = ['lighthouse', 'slow-phone', 'js', 'api', 'big', 'hashing', 'flash'];
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    // Seconds a call for `api` (10 when not given), a round for `flash` (20 when not given).
    seconds: { type: 'string' },
    calls: { type: 'string', default: '200' },
    'no-build': { type: 'boolean', default: false },
    // Which shops to measure on: a part's demo-shop pages alone (`demo`), or the big shop's alone.
    shops: { type: 'string', default: 'demo,big' },
    // The flash sale's shopper counts, one round each (the largest one holds the budgets).
    shoppers: { type: 'string', default: '10,50' },
  },
});
const shops = new Set(values.shops.split(',').map((s) => s.trim()));
const parts = new Set(values.only ? values.only.split(',').map((p) => p.trim()) : PARTS);
for (const p of parts)
  if (!PARTS.includes(p)) throw new Error(`--only takes ${PARTS.join(', ')} (got "${p}")`);
const runs = Number(values.runs);
const seconds = Number(values.seconds ?? '10');
const callCount = Number(values.calls);
const pgServer = process.env.BENCH_DATABASE_URL;
// Ctrl-C: exit through the 'exit' handlers, which stop the shops this run started.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

if (!values['no-build']) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const rows = [];
const notes = [];
const step = (text) => console.log(`\n== ${text}`);

/** A makeup product and a word of its name, for the product page, reviews and search. */
async function aProduct(api) {
  const body = await (await fetch(`${api}/product/products?category=makeup`)).json();
  const product = (body.products ?? body.data ?? [])[0];
  if (!product) throw new Error('the shop lists no makeup product');
  return { id: product.productId, word: product.name.split(/\s+/).find((w) => w.length > 3) ?? product.name };
}

const storefront = (productId) => [
  { name: '/', path: '/' },
  { name: '/makeup', path: '/makeup' },
  { name: '/product', path: `/product/${productId}` },
  { name: '/cart', path: '/cart' },
];

/** A skincare product in stock without shades: Add to Cart adds it at once. */
async function aPlainProduct(api) {
  const body = await (await fetch(`${api}/product/products?category=skincare&inStock=1`)).json();
  const product = body.products.find((p) => p.colors.length === 0);
  if (!product) throw new Error('the shop lists no skincare product without shades in stock');
  return `/product/${encodeURIComponent(product.productId)}`;
}

/** Whether the shop has the page (an older build has no search page). */
const answers = async (origin, path) => (await fetch(`${origin}${path}`)).status === 200;

/**
 * Every page a shopper or the shopkeeper opens on the demo shop: the storefront's with
 * every budget, the cart with items and the filled checkout form as a shopper sees them; account,
 * order, sign-in and password-reset pages with every budget but SEO (decision 65).
 */
async function everyPage(origin, product) {
  const search = `/search?q=${encodeURIComponent(product.word.toLowerCase())}`;
  return [
    { name: '/', path: '/', kind: 'storefront' },
    { name: '/makeup', path: '/makeup', kind: 'storefront' },
    { name: '/skincare', path: '/skincare', kind: 'storefront' },
    ...((await answers(origin, search)) ? [{ name: '/search', path: search, kind: 'storefront' }] : []),
    { name: '/product', path: `/product/${product.id}`, kind: 'storefront' },
    { name: '/cart (2 items)', path: '/cart', kind: 'storefront', prepare: fillCart },
    {
      name: '/cart (checkout filled)',
      path: '/cart',
      kind: 'storefront',
      snapshot: true,
      prepare: async (page, at) => {
        await fillCart(page, at);
        await page.goto(`${at}/cart`);
        await fillDelivery(page);
      },
    },
    { name: '/order', path: '/order/…', kind: 'account', prepare: placeOrder },
    { name: '/track', path: '/track', kind: 'account' },
    { name: '/signin', path: '/signin', kind: 'account' },
    { name: '/signup', path: '/signup', kind: 'account' },
    { name: '/forgot', path: '/forgot', kind: 'account' },
    { name: '/verify', path: '/verify', kind: 'account' },
    { name: '/newpassword', path: '/newpassword', kind: 'account' },
    { name: '/success', path: '/success', kind: 'account' },
    { name: '/dashboard', path: '/dashboard', kind: 'account', prepare: signInCustomer },
  ];
}

async function demoShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-demo-'));
  const shop = await startShop({ dataDir });
  try {
    const product = await aProduct(shop.api);
    const pages = storefront(product.id);
    let homeCalls = [];
    if (parts.has('js')) {
      step('first-page JavaScript (demo shop)');
      const jsPages = [...pages.slice(0, 2), { name: '/skincare', path: '/skincare' }, ...pages.slice(2)];
      const js = await firstPageJsRows({ origin: shop.origin, pages: jsPages });
      rows.push(...js.rows);
      notes.push(...js.notes.map((n) => `first-page JS ${n}`));
    }
    if (parts.has('api')) {
      // The home page's loaders' calls, as the browser makes them arriving by a link.
      homeCalls = (await clientNavigationCalls({ origin: shop.origin, paths: ['/'] }))['/'] ?? [];
    }
    if (parts.has('lighthouse')) {
      step(`Lighthouse (demo shop), ${runs} run(s) a page`);
      const lh = await lighthouseRows({
        shop: 'demo',
        origin: shop.origin,
        pages: await everyPage(shop.origin, product),
        runs,
      });
      rows.push(...lh.rows);
      notes.push(...lh.notes.map((n) => `Lighthouse ${n}`));
    }
    if (parts.has('slow-phone')) {
      step(`Regular 3G phone (demo shop), ${runs} run(s) each`);
      const slow = await slowPhoneRows({
        origin: shop.origin,
        productPath: await aPlainProduct(shop.api),
        runs,
      });
      rows.push(...slow.rows);
      notes.push(...slow.notes);
    }
    if (parts.has('api')) {
      step(`API load (demo shop), ${seconds} s a call`);
      const calls = [
        { name: 'listing', path: '/api/product/products?category=makeup' },
        { name: 'product', path: `/api/product/products/${product.id}` },
        { name: 'reviews', path: `/api/review/reviews?productId=${product.id}` },
        // Whatever the home page asks the API for, as the browser asked it.
        ...[...new Set(homeCalls)].map((path) => ({ name: 'home', path })),
      ];
      rows.push(...(await apiLoadRows({ origin: shop.origin, calls, seconds })).rows);
      rows.push({
        part: 'API load',
        measure: 'shop server memory (RSS) after the load',
        value: shop.rssMb(),
        unit: 'MB',
      });
    }
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The storefront while password hashes are asked for in a flood, on a demo shop of its own. */
async function hashingShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-hashing-'));
  const shop = await startShop({ dataDir, env: HASHING_SHOP_ENV });
  try {
    step(
      `hashing flood (demo shop): ${FLOOD_REQUESTS} wrong-password sign-ins, ${FLOOD_CONCURRENCY} at a time`,
    );
    rows.push(...(await hashingFloodRows({ shop })).rows);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The calls the big shop is timed on; the shopper's ones as the browser makes them. */
async function bigShopCalls(shop) {
  const product = await aProduct(shop.api);
  const productPath = `/product/${product.id}`;
  const asked = await clientNavigationCalls({ origin: shop.origin, paths: ['/makeup', productPath] });
  const listing =
    asked['/makeup'].find((c) => c.includes('/product/products')) ?? '/api/product/products?category=makeup';
  const searchFor = (word) => `${listing}${listing.includes('?') ? '&' : '?'}q=${encodeURIComponent(word)}`;
  const search = searchFor(product.word);
  // The same word with its fourth letter missed, as a hurried thumb types it.
  const slipped = product.word.slice(0, 3) + product.word.slice(4);
  const token = await adminToken(shop.api);
  const calls = [
    { name: 'listing', path: listing },
    { name: 'search', path: search },
    { name: 'search, uncached', path: withoutOffset(search), fresh: true },
    { name: 'search with a slip, uncached', path: withoutOffset(searchFor(slipped)), fresh: true },
    ...[...new Set(asked[productPath])].map((path) => ({ name: 'product page', path })),
    {
      name: 'admin order search',
      path: `/api/order/orders?limit=50&q=${encodeURIComponent(await anOrderSearch(shop.api, token))}`,
      admin: true,
    },
  ];
  return { calls, token, product };
}

/** The address without its page offset (a fresh call adds its own). */
function withoutOffset(path) {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.delete('offset');
  return `${base}?${params}`;
}

/** A part of a customer's e-mail, as an admin would type it to find their orders. */
async function anOrderSearch(api, token) {
  const res = await fetch(`${api}/order/orders?status=all&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const order = (await res.json()).data?.[0];
  return order?.email?.split('@')[0]?.slice(0, 6) ?? 'ada';
}

async function bigShop(engine, where) {
  const shop = await startShop(where);
  try {
    const { calls, token, product } = await bigShopCalls(shop);
    if (parts.has('lighthouse') && engine === 'PGlite') {
      step(`Lighthouse (big shop), ${runs} run(s) a page`);
      const lh = await lighthouseRows({
        shop: 'big',
        origin: shop.origin,
        pages: [
          ...storefront(product.id).map((page) => ({ ...page, kind: 'storefront' })),
          {
            name: '/admin',
            path: '/admin',
            kind: 'admin',
            prepare: (page, at) => signIn(page, at, 'admin', ADMIN_PASSWORD),
          },
        ],
        runs,
      });
      rows.push(...lh.rows);
      notes.push(...lh.notes.map((n) => `Lighthouse ${n}`));
    }
    if (parts.has('big')) {
      step(`big shop on ${engine}: ${callCount} calls each, one after another`);
      rows.push(...(await bigShopRows({ engine, shop, calls, token, count: callCount })).rows);
      step(`the admin's orders list on ${engine}, ${runs} visit(s)`);
      const shown = await adminOrdersShownRows({ engine, origin: shop.origin, runs });
      rows.push(...shown.rows);
      notes.push(...shown.notes);
    }
  } finally {
    await shop.stop();
  }
}

/** A demo database beside `serverUrl`'s (same server, a new name), and `drop()`. */
async function freshDatabase(serverUrl, prefix) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { url: url.href, drop };
}

/**
 * The flash sale on the demo shop: on PGlite (one process, as it must), and on PostgreSQL with
 * WEB_CONCURRENCY=2 on a throwaway database when BENCH_DATABASE_URL is set.
 */
async function flashSale() {
  const concurrencies = values.shoppers.split(',').map(Number);
  const flashSeconds = values.seconds === undefined ? 20 : seconds;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-flash-'));
  const shop = await startShop({ dataDir, env: FLASH_SHOP_ENV });
  try {
    step(`flash sale on PGlite: ${concurrencies.join(' and ')} shoppers, ${flashSeconds} s each`);
    const r = await flashSaleRows({ engine: 'PGlite', shop, seconds: flashSeconds, concurrencies });
    rows.push(...r.rows);
    notes.push(...r.notes);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!pgServer) {
    notes.push('flash sale on PostgreSQL not measured: set BENCH_DATABASE_URL.');
    return;
  }
  const database = await freshDatabase(pgServer, 'bench_flash');
  try {
    const pgShop = await startShop({
      databaseUrl: database.url,
      env: { ...FLASH_SHOP_ENV, WEB_CONCURRENCY: '2' },
    });
    try {
      step(
        `flash sale on PostgreSQL, 2 processes: ${concurrencies.join(' and ')} shoppers, ${flashSeconds} s each`,
      );
      const r = await flashSaleRows({
        engine: 'PostgreSQL ×2',
        shop: pgShop,
        seconds: flashSeconds,
        concurrencies,
        databaseUrl: database.url,
      });
      rows.push(...r.rows);
      notes.push(...r.notes);
    } finally {
      await pgShop.stop();
    }
  } finally {
    await database.drop();
  }
}

const started = new Date();
try {
  if (shops.has('demo') && ['js', 'api', 'lighthouse', 'slow-phone'].some((p) => parts.has(p)))
    await demoShop();
  if (shops.has('demo') && parts.has('hashing')) await hashingShop();
  if (shops.has('demo') && parts.has('flash')) await flashSale();
  if (shops.has('big') && (parts.has('big') || parts.has('lighthouse'))) {
    step('big shop on PGlite');
    await bigShop('PGlite', { dataDir: cachedBigShopDir() });
  }
  if (shops.has('big') && parts.has('big') && pgServer) {
    step('big shop on PostgreSQL');
    const database = await cachedBigShopDatabase(pgServer);
    try {
      await bigShop('PostgreSQL', { databaseUrl: database.url });
    } finally {
      await database.close();
    }
  } else if (parts.has('big'))
    notes.push(
      'PostgreSQL not measured: set BENCH_DATABASE_URL to a server where the user may create databases.',
    );
} catch (error) {
  console.error(`\nThe bench stopped: ${error.stack ?? error}`);
  notes.push(`stopped early: ${error.message}`);
  rows.push({
    part: 'bench',
    measure: 'finished every part',
    value: Number.NaN,
    unit: '',
    budget: { min: 1 },
  });
}

const { text, missed } = table(rows);
console.log(`\n${text}\n`);
for (const n of notes) console.log(`- ${n}`);
appendResults({ started, argv: process.argv.slice(2), runs, table: text, notes, missed });
console.log(missed ? `\n${missed} budget(s) missed.` : '\nEvery budget kept.');
process.exit(missed ? 1 : 0);
