// Does a flood of password hashing slow the storefront? On a shop started for it (the sign-in
// limits raised, as a guess spread over thousands of addresses would meet them), a few accounts
// are made, the storefront's listing API and /makeup page are timed alone, then again while 300
// sign-ins with wrong passwords for those accounts arrive 32 at a time: each is a scrypt at the
// shop's cost (SCRYPT_COST, 17 by default) unless the hashing queue turns it away with a 429.
import { execFileSync } from 'node:child_process';
import { BUDGETS, percentile, row } from './budgets.mjs';
import { rssMb } from './start-shop.mjs';

export const FLOOD_REQUESTS = 300;
export const FLOOD_CONCURRENCY = 32;
const ACCOUNTS = 8;
const BASELINE_REQUESTS = 100;
const PACE_MS = 50;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** What the shop needs to be started with: the flood must reach the hashing, not the limits. */
export const HASHING_SHOP_ENV = {
  RATE_LOGIN_PER_ACCOUNT_IP: '1000000',
  RATE_LOGIN_PER_ACCOUNT: '1000000',
  RATE_REGISTER_PER_IP: '1000',
};

const storefront = [
  { name: 'listing API', path: '/api/product/products?category=makeup' },
  { name: '/makeup page', path: '/makeup' },
];

async function timed(url) {
  const t = performance.now();
  const res = await fetch(url, { headers: HEADERS });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t;
}

/**
 * One shopper per storefront call, a request every PACE_MS at most (a shopper clicking, not a load
 * generator: back to back, the cached listing alone would be hundreds of requests a second), until
 * `done()` or `count` each.
 */
async function shoppers(origin, { count = Infinity, done = () => false }) {
  const times = Object.fromEntries(storefront.map((s) => [s.name, []]));
  await Promise.all(
    storefront.map(async ({ name, path }) => {
      while (times[name].length < count && !done()) {
        const took = await timed(`${origin}${path}`);
        times[name].push(took);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, PACE_MS - took)));
      }
    }),
  );
  return times;
}

async function makeAccounts(api) {
  const run = Date.now().toString(36);
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const username = `flood_${run}_${i}`;
    const res = await fetch(`${api}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Ada',
        last_name: 'Obi',
        email: `${username}@example.ng`,
        username,
        password: 'the-real-password-1',
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up for the flood answered ${res.status}`);
    accounts.push(username);
  }
  return accounts;
}

/** `requests` wrong-password sign-ins, `concurrency` at a time, each sent once; answers by status. */
async function flood(api, accounts, requests, concurrency) {
  const statuses = {};
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const n = next++;
        const t = performance.now();
        const res = await fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: accounts[n % accounts.length], password: `wrong-guess-${n}` }),
        });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return { statuses, times };
}

/**
 * Resident memory of the shop's largest process, the one serving (`npm start` is a supervisor
 * with workers, all in the process group started): where the hashes' memory would show.
 */
function servingRssMb(pid) {
  try {
    const group = execFileSync('pgrep', ['-g', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n');
    return Math.max(...group.map((p) => rssMb(Number(p))).filter((mb) => !Number.isNaN(mb)));
  } catch {
    return rssMb(pid);
  }
}

/** `shop` from startShop({ env: HASHING_SHOP_ENV }). */
export async function hashingFloodRows({ shop, requests = FLOOD_REQUESTS, concurrency = FLOOD_CONCURRENCY }) {
  const part = 'hashing flood';
  const accounts = await makeAccounts(shop.api);
  await shoppers(shop.origin, { count: 10 }); // warm-up
  const alone = await shoppers(shop.origin, { count: BASELINE_REQUESTS });

  let flooding = true;
  const started = performance.now();
  const during = shoppers(shop.origin, { done: () => !flooding });
  const answered = await flood(shop.api, accounts, requests, concurrency);
  const seconds = (performance.now() - started) / 1000;
  flooding = false;
  const measured = await during;

  const rows = [];
  for (const { name, path } of storefront) {
    rows.push(
      row(
        part,
        `${name} ${path}: p95 alone (${alone[name].length} calls)`,
        percentile(alone[name], 95),
        'ms',
      ),
    );
    const times = measured[name];
    rows.push(
      row(
        part,
        `${name} ${path}: p95 during the flood (${times.length} calls)`,
        percentile(times, 95),
        'ms',
        BUDGETS.storefrontP95DuringHashingMs,
      ),
    );
    rows.push(row(part, `${name} ${path}: slowest during the flood`, percentile(times, 100), 'ms'));
  }
  const { statuses } = answered;
  const hashed = statuses[401] ?? 0;
  const busy = statuses[429] ?? 0;
  const other = requests - hashed - busy;
  rows.push(
    row(
      part,
      `${requests} wrong-password sign-ins, ${concurrency} at a time, over ${seconds.toFixed(1)} s: hashed and refused (401)`,
      hashed,
      '',
    ),
    row(part, 'turned away by the hashing queue (429 with Retry-After)', busy, ''),
    row(part, `answered anything else (${JSON.stringify(statuses)})`, other, '', { max: 0 }),
    row(part, 'sign-in answer p95 during the flood', percentile(answered.times, 95), 'ms'),
    row(part, 'memory (RSS) of the serving process after the flood', servingRssMb(shop.pid), 'MB'),
  );
  return { rows };
}
