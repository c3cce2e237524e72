// Does one slow admin query stall the shoppers? Starts the shop on a big shop (`npm run seed:big`),
// measures a product page's API call alone, then again while an admin searches orders in a loop.
//   node bench/stall.mjs --data-dir ./data-big          (PGlite; the shop must not be running)
//   node bench/stall.mjs --url postgres://…/big          (PostgreSQL)
// Bounded: a fixed number of product requests per phase, 10 at a time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
// The bench's admin password: the cached big shop (bench/.data) made its admin with it.
import { ADMIN_PASSWORD } from './start-shop.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '4998' },
    requests: { type: 'string', default: '1500' },
  },
});
if (!values.url && !values['data-dir']) throw new Error('give --data-dir or --url');
const PORT = Number(values.port);
const REQUESTS = Number(values.requests);
const CONCURRENCY = 10;
const base = `http://127.0.0.1:${PORT}/api`;
const searches = ['adeleke', 'GN-150000', 'musa', 'lip gloss', 'zainab'];

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    ...(values.url ? { DATABASE_URL: values.url } : { DATA_DIR: values['data-dir'] }),
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
process.on('SIGINT', () => process.exit(130));

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const pct = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function productLoad(codes) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const code = codes[next++ % codes.length];
        const t = performance.now();
        const res = await fetch(`${base}/product/products/${code}`, { headers: { 'accept-encoding': 'br' } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`product ${code}: ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  return { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), max: pct(times, 100) };
}

const rssMb = () => {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return undefined;
  }
};

await waitForHealth();
const login = await fetch(`${base}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
});
if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
const { token } = await login.json();
const admin = { authorization: `Bearer ${token}` };

// A spread of product pages (the snapshot answers them; each is cached after its first read).
const codes = [];
for (let offset = 0; offset < 200; offset += 48) {
  const listed = await (await fetch(`${base}/product/products?limit=48&offset=${offset}`)).json();
  codes.push(...(listed.products ?? listed.data ?? []).map((p) => p.productId));
}
if (codes.length < 100) throw new Error('this is not a big shop: run `npm run seed:big` first');
await productLoad(codes); // warm-up
const alone = await productLoad(codes);

let searching = true;
const searchTimes = [];
const searcher = (async () => {
  for (let i = 0; searching; i++) {
    const q = encodeURIComponent(searches[i % searches.length]);
    const t = performance.now();
    const res = await fetch(`${base}/order/orders?q=${q}&limit=50`, { headers: admin });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`admin search: ${res.status}`);
    searchTimes.push(performance.now() - t);
  }
})();
const during = await productLoad(codes);
searching = false;
await searcher;

const row = (name, r) =>
  `| ${name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`;
console.log(
  `\n${values.url ? 'PostgreSQL' : 'PGlite'}: ${REQUESTS} product requests per phase, ${CONCURRENCY} at a time; RSS ${rssMb()} MB\n`,
);
console.log('| phase | p50 ms | p95 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- |');
console.log(row('product page API, alone', alone));
console.log(row('product page API, while an admin searches orders', during));
console.log(
  row(`admin order search (${searchTimes.length} searches, one at a time)`, {
    p50: pct(searchTimes, 50),
    p95: pct(searchTimes, 95),
    p99: pct(searchTimes, 99),
    max: pct(searchTimes, 100),
  }),
);
stop();
process.exit(0);
