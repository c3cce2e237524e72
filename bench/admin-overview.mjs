// The admin overview on a big shop: seeds 100,000 orders (2,000 products, 5,000 reviews, 2,000
// customers) into a throwaway PGlite DATA_DIR, or into DATABASE_URL when given (seeding only an
// empty database), starts the real server, signs in as the admin and times GET /api/admin/overview.
//   node bench/admin-overview.mjs
//   DATABASE_URL=postgres://postgres@127.0.0.1:55432/overview_bench node bench/admin-overview.mjs
//   BENCH_DATA_DIR=/tmp/big-shop node bench/admin-overview.mjs   (reuse a seeded PGlite folder)
// Exits non-zero when the p95 is over the budget.
import { adminToken, seededBigShop, startShop } from './start-shop.mjs';

const BUDGET_MS = 50;
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const WARM_UP = 5;
const SHOP = ['--products', '2000', '--reviews', '5000', '--orders', '100000', '--customers', '2000'];

const { dataDir, databaseUrl } = seededBigShop('shop-bench-overview-', SHOP);

const shop = await startShop({ dataDir, databaseUrl });
const base = shop.api;
const token = await adminToken(base);
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };

const overview = async () => {
  const res = await fetch(`${base}/admin/overview`, { headers });
  if (res.status !== 200) throw new Error(`overview answered ${res.status}`);
  return res.json();
};

const first = await overview();
const total = Object.values(first.ordersByStatus).reduce((a, b) => a + b, 0);
console.log(
  `${total} orders; 30 days: ${first.sales.last30Days.orders} sales, ₦${first.sales.last30Days.sales.toLocaleString('en-NG')}; ` +
    `best seller ${first.bestSellers[0]?.name ?? '-'} (${first.bestSellers[0]?.units ?? 0} units)`,
);
for (let i = 0; i < WARM_UP; i++) await overview();

const times = [];
for (let i = 0; i < CALLS; i++) {
  const t = performance.now();
  await overview();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const ms = (n) => `${n.toFixed(1)} ms`;
const over = pct(95) > BUDGET_MS;
console.log(
  `GET /api/admin/overview, ${CALLS} calls one after another: p50 ${ms(pct(50))}, p95 ${ms(pct(95))}, ` +
    `max ${ms(times.at(-1))} (p95 budget ${BUDGET_MS} ms)${over ? '  OVER BUDGET' : ''}`,
);
await shop.stop();
process.exit(over ? 1 : 0);
