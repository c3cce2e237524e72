// On the big shop: the reads a shopper's listing, search and product page make, and the admin's
// order search, timed one after another over loopback (after a discarded warm-up); the server's
// resident memory is reported after them.
import { BUDGETS, percentile, row } from './budgets.mjs';

const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * `count` calls after a warm-up, or fewer when they take more than `seconds` in all (10 at least).
 * `url` is one address, or a function of the call's number giving a new one each time.
 */
async function timeCall(url, headers, count, seconds = 30) {
  let made = 0;
  const once = async () => {
    const at = typeof url === 'function' ? url(made++) : url;
    const t = performance.now();
    const res = await fetch(at, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${at} answered ${res.status}`);
    return performance.now() - t;
  };
  // The warm-up is bounded too: a call of several seconds gets 2.
  const warmUntil = performance.now() + 5000;
  for (let i = 0; i < Math.min(10, count) && (i < 2 || performance.now() < warmUntil); i++) await once();
  const times = [];
  const until = performance.now() + seconds * 1000;
  while (times.length < count && (times.length < 10 || performance.now() < until)) times.push(await once());
  return times;
}

/**
 * `calls`: [{ name, path, admin?, fresh? }]; `token` signs the admin calls. A `fresh` call asks
 * another page (`offset`) each time, so the catalogue's answer cache never holds it: the search
 * itself is timed, not a cached copy.
 */
export async function bigShopRows({ engine, shop, calls, token, count }) {
  const rows = [];
  const part = `big shop, ${engine}`;
  for (const call of calls) {
    const headers = call.admin ? { ...HEADERS, authorization: `Bearer ${token}` } : HEADERS;
    let p95 = Number.NaN;
    let n = 0;
    try {
      const url = `${shop.origin}${call.path}`;
      const times = await timeCall(call.fresh ? (i) => `${url}&offset=${i}` : url, headers, count);
      n = times.length;
      p95 = percentile(times, 95);
    } catch (error) {
      console.error(`  ${call.name}: ${error.message}`);
    }
    const label = `${call.name} ${call.path.replace(/^\/api/, '')}${call.fresh ? '&offset=<n>' : ''}`;
    rows.push(row(part, `${label}: p95 of ${n} calls`, p95, 'ms', BUDGETS.bigShopP95Ms));
  }
  rows.push(row(part, 'server memory (RSS) after the calls', shop.rssMb(), 'MB'));
  return { rows };
}
