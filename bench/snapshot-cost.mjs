// What one storefront listing or search costs when served from the in-memory catalogue: loads the
// big shop's catalogue once (as the server does), then times the per-request work on it.
//   node --import tsx bench/snapshot-cost.mjs --url postgres://…/big   (or --data-dir ./data-big)
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadEntries } from '../apps/server/src/modules/catalog/catalog-load.ts';
import { listProducts } from '../apps/server/src/modules/products/products.service.ts';

const { values } = parseArgs({ options: { url: { type: 'string' }, 'data-dir': { type: 'string' } } });
const handle = await openDatabase({ databaseUrl: values.url, dataDir: values['data-dir'] ?? null });
let started = performance.now();
const entries = await loadEntries(handle.db);
const fullLoad = performance.now() - started;
started = performance.now();
const ids = entries.slice(0, 5).map((e) => e.admin._id);
await loadEntries(handle.db, ids);
const fiveProducts = performance.now() - started;
await handle.close();
const products = entries.map((e) => e.shopper);

// Wall time and this process's CPU time per call: on a busy machine the CPU time is the honest one.
const time = (fn, runs = 200) => {
  for (let i = 0; i < 20; i++) fn();
  const t = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) fn();
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - t) / runs, cpu: (used.user + used.system) / 1000 / runs };
};
const byPrice = (list) => [...list].sort((a, b) => a.price - b.price);
const cases = [
  ['makeup, first page of 24', () => listProducts(products, { category: 'makeup', limit: 24 })],
  [
    'makeup sorted by price, first page of 24',
    () => byPrice(listProducts(products, { category: 'makeup' })).slice(0, 24),
  ],
  [
    'search "matte" in makeup, first page of 24',
    () => listProducts(products, { category: 'makeup', q: 'matte', limit: 24 }),
  ],
  ['search "glow" in the whole shop, first page', () => listProducts(products, { q: 'glow', limit: 24 })],
];
console.log(
  `${products.length} products; full load ${fullLoad.toFixed(0)} ms, reload of 5 products ${fiveProducts.toFixed(1)} ms\n`,
);
console.log('| per request, from memory | wall ms | CPU ms |\n| --- | --- | --- |');
for (const [name, fn] of cases) {
  const { wall, cpu } = time(fn);
  console.log(`| ${name} | ${wall.toFixed(2)} | ${cpu.toFixed(2)} |`);
}
