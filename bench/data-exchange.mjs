// Data in and out on a big shop (issue 26 part 3): seeds 100,000 orders (500 products, 2,000
// customers) into a throwaway PGlite DATA_DIR, or into DATABASE_URL when given (seeding only an
// empty database), starts the real server and, signed in as the admin:
//  1. downloads GET /api/admin/orders.csv for the whole seeded year as a browser does (gzip),
//     timing it and sampling the server's memory (RSS) every 50 ms while it streams;
//  2. imports a products CSV of 5,000 new products (20 of them with pictures from a zip of 20
//     pictures, the rest naming a picture the shop holds): the dry run, the import, then the file
//     again with every price raised (5,000 updates).
//   node --import tsx bench/data-exchange.mjs
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/csv_bench node --import tsx bench/data-exchange.mjs
//   BENCH_DATA_DIR=/tmp/csv-shop node --import tsx bench/data-exchange.mjs   (reuse a seeded folder)
// Exits non-zero when a budget is missed.
import sharp from 'sharp';
import { zipFile } from '../apps/server/src/testing/zip-file.ts';
import { adminToken, seededBigShop, startShop } from './start-shop.mjs';

const BUDGET = {
  ordersCsvSeconds: 10,
  // Flat memory: the server's resident memory rises by at most this while the file streams
  // (the whole file is tens of MB: holding it would show).
  ordersCsvRssRiseMb: 64,
  importSeconds: 60,
};
const IMPORT_ROWS = 5_000;
const PICTURES = 20;
const SHOP = ['--products', '500', '--reviews', '0', '--orders', '100000', '--customers', '2000'];

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
{
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

// 2. A 5,000-row products import.
{
  const exported = await (await fetch(`${shop.api}/admin/products.csv`, { headers: auth })).text();
  const [headerLine, firstLine] = exported.replace(/^\uFEFF/, '').split('\r\n');
  const header = headerLine.split(',');
  const held = firstLine.split(',').at(-1); // the Image column is the last, and a stored name
  const cell = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  // `raise`: naira added to every price, so the second import changes every product.
  const rowsWith = (raise) =>
    Array.from({ length: IMPORT_ROWS }, (_, i) => {
      const n = String(i + 1).padStart(5, '0');
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
      return header.map((name) => cell(values[name] ?? '')).join(',');
    });
  const csvWith = (raise) => `\uFEFF${headerLine}\r\n${rowsWith(raise).join('\r\n')}\r\n`;
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
    const started = performance.now();
    const res = await fetch(`${shop.api}/admin/products/import${query}`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = await res.json();
    if (res.status !== 200)
      throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
    return { took: performance.now() - started, body };
  };
  console.log(
    `Products CSV: ${IMPORT_ROWS.toLocaleString('en')} rows, ${(csv.length / 2 ** 20).toFixed(1)} MB; ` +
      `zip of ${PICTURES} pictures, ${(zip.length / 2 ** 20).toFixed(1)} MB`,
  );
  for (const [what, query, file] of [
    ['dry run', '?dryRun=1', csv],
    ['import (all new)', '', csv],
    ['import again, every price raised by ₦100 (all updates)', '', csvWith(100)],
  ]) {
    const { took, body } = await send(query, file);
    report(
      `  ${what}: ${body.created} new, ${body.updated} updated, ${body.errors.length} errors in ${seconds(took)} ` +
        `(budget ${BUDGET.importSeconds} s)`,
      took > BUDGET.importSeconds * 1000 || body.errors.length > 0,
    );
  }
}

await shop.stop();
if (misses.length) console.log(`\n${misses.length} budget(s) missed.`);
process.exit(misses.length ? 1 : 0);
