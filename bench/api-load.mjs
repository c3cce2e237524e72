// Load benchmark of the catalogue reads a shopper's visit makes, against the real server on a
// throwaway PGlite database on loopback. Bounded: a fixed number of requests per scenario.
// `node bench/api-load.mjs` (builds nothing; the server serves the API only if no web build).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 4999;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 20;
const base = `http://127.0.0.1:${PORT}/api`;

// p95 budgets in milliseconds on the 2-core machine, client and server sharing the cores.
const scenarios = [
  { name: 'product list (200)', path: '/product/products?category=makeup', budget: 60 },
  { name: 'product list (304)', path: '/product/products?category=makeup', revalidate: true, budget: 25 },
  { name: 'product detail', path: '/product/products/GN-MU-001', budget: 40 },
  { name: 'reviews of a product', path: '/review/reviews?productId=GN-MU-001', budget: 40 },
  { name: 'image (400 px)', imageOf: 'GN-MU-001', budget: 25 },
];

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};
process.on('exit', stop);

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function run(url, headers) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.status >= 400) throw new Error(`${url}: ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { rps: times.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99) };
}

await waitForHealth();
const { product } = await (await fetch(`${base}/product/products/GN-MU-001`)).json();
let failed = false;
console.log(`${REQUESTS} requests per scenario, ${CONCURRENCY} at a time`);
for (const s of scenarios) {
  const url = s.imageOf
    ? `${base}/images/${product.image.replace('.webp', '-w400.webp')}`
    : `${base}${s.path}`;
  let headers = {};
  if (s.revalidate) headers = { 'if-none-match': (await fetch(url)).headers.get('etag') };
  await run(url, headers); // warm-up pass is discarded
  const r = await run(url, headers);
  const ok = r.p95 <= s.budget;
  failed ||= !ok;
  console.log(
    `${s.name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (budget p95 ${s.budget} ms) ${ok ? 'ok' : 'OVER'}`,
  );
}
stop();
process.exit(failed ? 1 : 0);
