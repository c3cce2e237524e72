// Data in and out on a big shop: seeds 100,000 orders (500 products, 2,000
// customers) into a throwaway PGlite DATA_DIR, or into DATABASE_URL when given (seeding only an
// empty database), starts the real server and, signed in as the admin:
//  1. downloads GET /api/admin/orders.csv for the whole seeded year as a browser does (gzip),
//     timing it and sampling the server's memory (RSS) every 50 ms while it streams;
//  2. imports a products CSV of 100,000 new products (20 of them with pictures from a zip of 20
//     pictures, the rest naming a picture the shop holds): the dry run, the import, then the file
//     again with every price raised (100,000 updates), while a shopper's reads (a listing page, a
//     product page, the home page) run 4 at a time: their p95 during each step against the quiet
//     p95 measured just before (budget: at most twice it).
//   node --import tsx bench/data-exchange.mjs
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/csv_bench node --import tsx bench/data-exchange.mjs
//   BENCH_DATA_DIR=/tmp/csv-shop node --import tsx bench/data-exchange.mjs   (reuse a seeded folder)
//   node --import tsx bench/data-exchange.mjs --import-only   (step 2 alone, on a shop of 2,000 orders)
// Exits non-zero when a budget is missed.
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { csvRow } from '../apps/server/src/modules/data-exchange/csv-cells.ts';
import { zipFile } from '../apps/server/src/testing/zip-file.ts';
import { adminToken, seededBigShop, startShop } from './start-shop.mjs';

const BUDGET = {
  ordersCsvSeconds: 10,
  // Flat memory: the server's resident memory rises by at most this while the file streams
  // (the whole file is tens of MB: holding it would show).
  ordersCsvRssRiseMb: 64,
  importSeconds: 300,
  // The storefront's p95 while an import runs, against its quiet p95 just before.
  storefrontP95Ratio: 2,
};
const IMPORT_ROWS = 100_000;
const PICTURES = 20;
const IMPORT_ONLY = process.argv.includes('--import-only');
const SHOP = [
  '--products',
  '500',
  '--reviews',
  '0',
  '--orders',
  IMPORT_ONLY ? '2000' : '100000',
  '--customers',
  '2000',
];

const { dataDir, databaseUrl } = seededBigShop('shop-bench-csv-', SHOP);

const shop = await startShop({ dataDir, databaseUrl });
const auth = { authorization: `Bearer ${await adminToken(shop.api)}` };
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const misses = [];
const report = (text, over) => {
  console.log(`${text}${over ? '  OVER BUDGET' : ''}`);
  if (over) misses.push(text);
};

// 1. The orders CSV of every seeded order.
if (!IMPORT_ONLY) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const from = day(-400);
  const to = day(1);
  const before = shop.rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, shop.rssMb())), 50);
  const started = performance.now();
  const res = await fetch(`${shop.api}/admin/orders.csv?from=${from}&to=${to}`, {
    headers: { ...auth, 'accept-encoding': 'gzip' },
  });
  if (res.status !== 200) throw new Error(`orders.csv answered ${res.status}: ${await res.text()}`);
  // fetch unzips as it reads: count the lines a spreadsheet would get.
  let lines = 0;
  let bytes = 0;
  const orderNumbers = new Set();
  let tail = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    const parts = text.split('\r\n');
    tail = parts.pop();
    lines += parts.length;
    for (const line of parts) orderNumbers.add(line.slice(0, line.indexOf(',')));
  }
  const took = performance.now() - started;
  clearInterval(sampler);
  const orders = orderNumbers.size - 1; // the header's first cell
  report(
    `GET /api/admin/orders.csv ${from}..${to}: ${orders.toLocaleString('en')} orders, ` +
      `${(lines - 1).toLocaleString('en')} lines, ${(bytes / 2 ** 20).toFixed(1)} MB unzipped, in ${seconds(took)} ` +
      `(budget ${BUDGET.ordersCsvSeconds} s)`,
    took > BUDGET.ordersCsvSeconds * 1000,
  );
  report(
    `  server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB while streaming: ` +
      `+${(peak - before).toFixed(0)} MB (budget +${BUDGET.ordersCsvRssRiseMb} MB)`,
    peak - before > BUDGET.ordersCsvRssRiseMb,
  );
  if (orders < 100_000) misses.push(`only ${orders} orders in the file (100,000 expected)`);
}

/**
 * A shopper's reads, CONCURRENCY at a time, until `stop()`: answers each request's time in ms.
 * The product page and the listing are the storefront's own API calls (served from the catalogue).
 */
function storefrontLoad(paths, concurrency = 4) {
  const times = [];
  let running = true;
  let next = 0;
  const worker = async () => {
    while (running) {
      const path = paths[next++ % paths.length];
      const started = performance.now();
      const res = await fetch(`${shop.api}${path}`, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return times;
    },
  };
}
const p95 = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? NaN;
const ms = (value) => `${value.toFixed(1)} ms`;

// 2. A 100,000-row products import, with the storefront measured meanwhile.
{
  const exported = await (await fetch(`${shop.api}/admin/products.csv`, { headers: auth })).text();
  const [headerLine, firstLine] = exported.replace(/^\uFEFF/, '').split('\r\n');
  const header = headerLine.split(',');
  const held = firstLine.split(',').at(-1); // the Image column is the last, and a stored name
  // `raise`: naira added to every price, so the second import changes every product.
  const rowsWith = (raise) =>
    Array.from({ length: IMPORT_ROWS }, (_, i) => {
      const n = String(i + 1).padStart(6, '0');
      const values = {
        Code: `BENCH-${n}`,
        Name: `Bench Lip ${n}`,
        'Full name': `Bench Lip ${n}, satin finish`,
        Category: 'makeup',
        Type: '',
        'Price (₦)': String(1000 + (i % 500) * 25 + raise),
        Stock: '',
        'In stock': 'yes',
        Description: `A satin lip colour, number ${n}, with shea butter, for every day`,
        Shades: i % 2 ? `Ruby|#9b111e|${i % 9};Cocoa|#5c3a21|3;Nude|#c8a27a|` : '',
        Image: i < PICTURES ? `pictures/lip-${i}.jpg` : held,
      };
      return csvRow(header.map((name) => values[name] ?? ''));
    });
  const csvWith = (raise) => `\uFEFF${headerLine}\r\n${rowsWith(raise).join('')}`;
  const csv = csvWith(0);
  const pictures = await Promise.all(
    Array.from({ length: PICTURES }, async (_, i) => ({
      path: `pictures/lip-${i}.jpg`,
      data: await sharp({
        create: { width: 1200, height: 1200, channels: 3, background: { r: 150 + i, g: 40, b: 60 } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
  const zip = zipFile(pictures);
  const send = async (query, file) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
    form.append('images', new Blob([zip], { type: 'application/zip' }), 'pictures.zip');
    // node:http rather than fetch: fetch gives up waiting for an answer's headers after 300 s,
    // and a 100,000-row import on a busy machine may take longer.
    const request = new Request(`${shop.api}/admin/products/import${query}`, { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const started = performance.now();
    const { status, text } = await new Promise((resolve, reject) => {
      const req = httpRequest(
        request.url,
        {
          method: 'POST',
          headers: {
            ...auth,
            'content-type': request.headers.get('content-type'),
            'content-length': payload.length,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    const body = JSON.parse(text);
    if (status !== 200) throw new Error(`import answered ${status}: ${text.slice(0, 500)}`);
    return { took: performance.now() - started, body };
  };
  console.log(
    `Products CSV: ${IMPORT_ROWS.toLocaleString('en')} rows, ${(csv.length / 2 ** 20).toFixed(1)} MB; ` +
      `zip of ${PICTURES} pictures, ${(zip.length / 2 ** 20).toFixed(1)} MB`,
  );
  const listing = await (
    await fetch(`${shop.api}/product/products?category=makeup&limit=24&offset=0`)
  ).json();
  const shopperPaths = [
    '/product/products?category=makeup&limit=24&offset=0',
    '/product/products?category=skincare&limit=24&offset=0',
    `/product/products/${listing.products[0].productId}`,
    `/product/products/${listing.products[5].productId}`,
    '/product/home',
  ];
  const quietLoad = storefrontLoad(shopperPaths);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const quiet = await quietLoad.stop();
  const quietP95 = p95(quiet);
  console.log(`  storefront quiet: ${quiet.length} reads, p95 ${ms(quietP95)}`);
  for (const [what, query, file] of [
    ['dry run', '?dryRun=1', csv],
    ['import (all new)', '', csv],
    ['import again, every price raised by ₦100 (all updates)', '', csvWith(100)],
  ]) {
    const load = storefrontLoad(shopperPaths);
    const { took, body } = await send(query, file);
    // The catalogue takes the import in after its answer: the reads go on a few seconds more.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const times = await load.stop();
    report(
      `  ${what}: ${body.created} new, ${body.updated} updated, ${body.unchanged} unchanged, ` +
        `${body.errors.length} errors in ${seconds(took)} (budget ${BUDGET.importSeconds} s)`,
      took > BUDGET.importSeconds * 1000 || body.errors.length > 0,
    );
    report(
      `    storefront meanwhile: ${times.length} reads, p95 ${ms(p95(times))} ` +
        `(quiet ${ms(quietP95)}; budget ${BUDGET.storefrontP95Ratio}×: ${ms(quietP95 * BUDGET.storefrontP95Ratio)})`,
      p95(times) > quietP95 * BUDGET.storefrontP95Ratio,
    );
  }
}

await shop.stop();
if (misses.length) console.log(`\n${misses.length} budget(s) missed.`);
process.exit(misses.length ? 1 : 0);
