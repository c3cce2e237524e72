// A flash sale: many guests buying one product at once, each for one unit, as fast as the shop
// lets them. Each shopper loops: checkout (a guest of its own e-mail and phone), the sandbox bank's
// charge of the reference, the order's confirmation. Reports paid orders per second, checkout and
// confirmation p50/p95, and checks that the stock fell by exactly the units paid for; a second,
// short round sets the stock below the demand to show no unit is sold twice.
import { BUDGETS, percentile, row } from './budgets.mjs';
import { adminToken } from './start-shop.mjs';

/** The shop's per-address limits, raised: the load generator is one address sending it all. */
export const FLASH_SHOP_ENV = {
  RATE_CHECKOUT_PER_IP: '10000000',
  RATE_QUOTE_PER_IP: '10000000',
  HOLD_UNITS_PER_BUYER: '1000000',
};

const json = { 'content-type': 'application/json' };

async function post(url, body) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const answer = await res.text();
  return { status: res.status, body: answer, ms: performance.now() - started };
}

/** A skincare product in stock without shades: one unit of it is bought by `productId` alone. */
export async function saleProduct(api) {
  const body = await (await fetch(`${api}/product/products?category=skincare&inStock=1`)).json();
  const product = body.products.find((p) => p.colors.length === 0);
  if (!product) throw new Error('the shop lists no skincare product without shades in stock');
  return product.productId;
}

/**
 * Sends the admin's product form (multipart, as the browser does) and answers the product's stock
 * after it: with `stock`, sets it; without, reads it (the form edits only the fields given).
 */
async function productForm(api, token, productId, stock) {
  const form = new FormData();
  if (stock !== undefined) form.set('stock', String(stock));
  form.set('inStock', 'true');
  const res = await fetch(`${api}/product/admin/products/${productId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`the admin's product form failed (${res.status}): ${await res.text()}`);
  return (await res.json()).product.stock;
}
const setStock = (api, token, productId, stock) => productForm(api, token, productId, stock);
const stockOf = (api, token, productId) => productForm(api, token, productId);

/** One shopper's purchase: checkout, charge, confirmation. Returns what happened and the timings. */
export async function buyOne(api, productId, buyer) {
  const checkout = await post(`${api}/order/checkout`, {
    items: [{ productId, colorId: null, quantity: 1 }],
    delivery: {
      name: 'Flash Buyer',
      email: `flash-${buyer}@example.ng`,
      address: '12 Airport Road',
      state: 'Edo',
      city: 'Oredo',
      phoneNumber: `080${String(buyer).padStart(8, '0')}`,
    },
    transportOption: 'BENIN',
  });
  if (checkout.status === 409) return { outcome: 'sold out', checkoutMs: checkout.ms };
  if (checkout.status !== 200)
    return { outcome: `checkout ${checkout.status}: ${checkout.body.slice(0, 200)}` };
  const { reference } = JSON.parse(checkout.body);
  const charge = await post(`${api}/payments/sandbox/charge`, { reference });
  if (charge.status >= 300) return { outcome: `charge ${charge.status}: ${charge.body.slice(0, 200)}` };
  const confirm = await post(`${api}/order/orders`, { transactionId: reference });
  if (confirm.status !== 200) return { outcome: `confirm ${confirm.status}: ${confirm.body.slice(0, 200)}` };
  return { outcome: 'paid', checkoutMs: checkout.ms, confirmMs: confirm.ms };
}

/**
 * `concurrency` shoppers loop for `seconds`; a purchase started in time is finished. Returns the
 * paid count, the wall time, the timings and any unexpected answers (counted by kind).
 */
async function sale({ api, productId, concurrency, seconds, firstBuyer, untilSoldOut = false }) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const checkoutMs = [];
  const confirmMs = [];
  const unexpected = new Map();
  let paid = 0;
  let soldOut = 0;
  let next = firstBuyer;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await buyOne(api, productId, next++);
        if (r.outcome === 'paid') {
          paid++;
          checkoutMs.push(r.checkoutMs);
          confirmMs.push(r.confirmMs);
        } else if (r.outcome === 'sold out') {
          soldOut++;
          if (untilSoldOut) return;
        } else unexpected.set(r.outcome, (unexpected.get(r.outcome) ?? 0) + 1);
        // A sold-out shop answers at once: a shopper does not hammer it in a tight loop.
        if (r.outcome !== 'paid') await new Promise((res) => setTimeout(res, 20));
      }
    }),
  );
  return { paid, soldOut, ms: performance.now() - started, checkoutMs, confirmMs, unexpected, next };
}

/**
 * The statements the shop sent PostgreSQL while the sale ran, from pg_stat_statements (every
 * top-level statement, BEGIN and COMMIT included: with node-postgres each is one round trip) and
 * pg_stat_database (transactions committed). `null` when the extension cannot be created there.
 */
export async function statementCounter(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select count(*) from pg_stat_statements');
  } catch (error) {
    await client.end();
    return { unavailable: error.message };
  }
  const dbid = (await client.query('select oid from pg_database where datname = current_database()')).rows[0]
    .oid;
  const commits = async () =>
    Number(
      (await client.query('select xact_commit from pg_stat_database where datid = $1', [dbid])).rows[0]
        .xact_commit,
    );
  // Statistics reach pg_stat_database when a backend goes idle, at most a second later.
  const settle = () => new Promise((r) => setTimeout(r, 1500));
  return {
    async start() {
      await settle();
      await client.query('select pg_stat_statements_reset(0, $1, 0)', [dbid]);
      this.commitsBefore = await commits();
    },
    async stop() {
      await settle();
      const { rows } = await client.query(
        `select calls::int, query from pg_stat_statements where dbid = $1 order by calls desc`,
        [dbid],
      );
      const committed = (await commits()) - this.commitsBefore;
      return { rows, statements: rows.reduce((n, r) => n + r.calls, 0), committed };
    },
    end: () => client.end(),
  };
}

/**
 * The sale on a running shop (`shop` from startShop): `concurrencies` rounds of `seconds` each,
 * then the oversell round. `databaseUrl` (PostgreSQL) adds the statements per paid order.
 */
export async function flashSaleRows({ engine, shop, seconds, concurrencies, databaseUrl }) {
  const rows = [];
  const notes = [];
  const token = await adminToken(shop.api);
  const productId = await saleProduct(shop.api);
  const counter = databaseUrl ? await statementCounter(databaseUrl) : null;
  let buyer = 1;
  // A short warm-up, not counted: the first requests compile the server's code paths.
  await setStock(shop.api, token, productId, 1_000_000);
  buyer = (await sale({ api: shop.api, productId, concurrency: 5, seconds: 2, firstBuyer: buyer })).next;
  for (const concurrency of concurrencies) {
    const before = await setStock(shop.api, token, productId, 1_000_000);
    if (counter && !counter.unavailable) await counter.start();
    const r = await sale({ api: shop.api, productId, concurrency, seconds, firstBuyer: buyer });
    buyer = r.next;
    const counted = counter && !counter.unavailable ? await counter.stop() : null;
    const sold = before - (await stockOf(shop.api, token, productId));
    const at = `${engine}, ${concurrency} shoppers`;
    const main = concurrency === Math.max(...concurrencies);
    const perSecond = (r.paid / r.ms) * 1000;
    const budget =
      engine === 'PGlite' ? BUDGETS.flashPaidPerSecondPglite : BUDGETS.flashPaidPerSecondPostgres;
    rows.push(row(`flash sale`, `${at}: paid orders/s`, perSecond, 'orders/s', main ? budget : undefined));
    rows.push(row(`flash sale`, `${at}: checkout p50`, percentile(r.checkoutMs, 50), 'ms'));
    rows.push(
      row(
        `flash sale`,
        `${at}: checkout p95`,
        percentile(r.checkoutMs, 95),
        'ms',
        concurrency === 50 ? BUDGETS.flashCheckoutP95Ms : undefined,
      ),
    );
    rows.push(row(`flash sale`, `${at}: confirmation p50`, percentile(r.confirmMs, 50), 'ms'));
    rows.push(row(`flash sale`, `${at}: confirmation p95`, percentile(r.confirmMs, 95), 'ms'));
    rows.push(
      row(
        `flash sale`,
        `${at}: units sold − paid orders (stock drop ${sold}, paid ${r.paid})`,
        sold - r.paid,
        '',
        {
          min: 0,
          max: 0,
        },
      ),
    );
    if (counted) {
      rows.push(
        row(`flash sale`, `${at}: statements (round trips) per paid order`, counted.statements / r.paid, ''),
      );
      rows.push(
        row(`flash sale`, `${at}: transactions committed per paid order`, counted.committed / r.paid, ''),
      );
      console.log(`Statements on ${engine} at ${concurrency} shoppers (calls per paid order, most first):`);
      for (const s of counted.rows.slice(0, 40))
        console.log(
          `  ${(s.calls / r.paid).toFixed(2).padStart(7)}  ${s.query.replace(/\s+/g, ' ').slice(0, 160)}`,
        );
    } else if (counter?.unavailable)
      notes.push(`flash sale on ${engine}: statements not counted (${counter.unavailable})`);
    for (const [what, n] of r.unexpected) notes.push(`flash sale ${at}: ${n} × ${what}`);
  }
  // The oversell round: fewer units than the shoppers want; exactly that many are sold, and every
  // shopper keeps buying until told it is sold out.
  const units = 25;
  const concurrency = Math.max(...concurrencies);
  await setStock(shop.api, token, productId, units);
  const r = await sale({
    api: shop.api,
    productId,
    concurrency,
    seconds: 60,
    firstBuyer: buyer,
    untilSoldOut: true,
  });
  const left = await stockOf(shop.api, token, productId);
  rows.push(
    row(
      'flash sale',
      `${engine}, ${concurrency} shoppers for ${units} units: paid orders (${r.soldOut} told sold out, ${left} left)`,
      left === 0 && units - left === r.paid ? r.paid : Number.NaN,
      '',
      { min: units, max: units },
    ),
  );
  for (const [what, n] of r.unexpected) notes.push(`flash sale oversell round on ${engine}: ${n} × ${what}`);
  if (counter && !counter.unavailable) await counter.end();
  return { rows, notes };
}
