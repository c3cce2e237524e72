// On the big shop: the reads a shopper's listing, search and product page make, and the admin's
// order search, timed one after another over loopback (after a discarded warm-up); the server's
// resident memory is reported after them.
import { BUDGETS, percentile, row } from './budgets.mjs';

const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function timeCall(url, headers, count) {
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < Math.min(10, count); i++) await once();
  const times = [];
  for (let i = 0; i < count; i++) times.push(await once());
  return times;
}

/** `calls`: [{ name, path, admin? }]; `token` signs the admin calls. */
export async function bigShopRows({ engine, shop, calls, token, count }) {
  const rows = [];
  const part = `big shop, ${engine}`;
  for (const call of calls) {
    const headers = call.admin ? { ...HEADERS, authorization: `Bearer ${token}` } : HEADERS;
    let p95 = Number.NaN;
    try {
      p95 = percentile(await timeCall(`${shop.origin}${call.path}`, headers, count), 95);
    } catch (error) {
      console.error(`  ${call.name}: ${error.message}`);
    }
    rows.push(
      row(part, `${call.name} ${call.path.replace(/^\/api/, '')}: p95`, p95, 'ms', BUDGETS.bigShopP95Ms),
    );
  }
  rows.push(row(part, 'server memory (RSS) after the calls', shop.rssMb(), 'MB'));
  return { rows };
}
