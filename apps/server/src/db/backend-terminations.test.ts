import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freshTestDatabase, testConfig } from '../testing/build-test-app.ts';
import { guestDelivery } from '../testing/checkout-helpers.ts';
import { createProduct } from '../testing/factories.ts';

// What an operator's pg_terminate_backend, a failover or a server restart does to a busy shop on
// PostgreSQL: connections die under checkouts and confirmations in flight. The process must keep
// answering (no unhandled 'error' event), each request on a dead connection fails alone with a 503,
// and every order is whole (its lines, its status history, its stock hold or sale) or absent.

const STOCK = 1_000;
const SHOPPERS_AT_ONCE = 8;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every backend of the database but the admin's own, again and again at random moments, until stopped. */
function terminateRepeatedly(admin: pg.Client) {
  let stopped = false;
  let terminated = 0;
  const running = (async () => {
    while (!stopped) {
      const { rows } = await admin.query<{ n: string }>(
        `select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      terminated += Number(rows[0]!.n);
      await sleep(100 + Math.random() * 300);
    }
  })();
  return async () => {
    stopped = true;
    await running;
    return terminated;
  };
}

/** The shop's answers, by step, and what shoppers were told succeeded. */
class Answers {
  readonly byStep = new Map<string, number[]>();
  readonly created: string[] = [];
  readonly confirmedPaid: string[] = [];
  add(step: string, status: number) {
    this.byStep.set(step, [...(this.byStep.get(step) ?? []), status]);
  }
  unavailable() {
    return [...this.byStep.values()].flat().filter((s) => s === 503).length;
  }
}

/** One shopper from an address of her own: checkout, the sandbox's charge, two confirmations at once. */
async function shop(app: FastifyInstance, productId: string, n: number, answers: Answers) {
  const remoteAddress = `10.21.${n >> 8}.${n & 255}`;
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, remoteAddress, payload });
  const checkout = await post('/api/order/checkout', {
    items: [{ productId, colorId: null, quantity: 1 + (n % 3) }],
    delivery: { ...guestDelivery, email: `burst${n}@example.ng` },
    transportOption: 'BENIN',
  });
  answers.add('checkout', checkout.statusCode);
  if (checkout.statusCode !== 200) return;
  const { reference } = checkout.json<{ reference: string }>();
  answers.created.push(reference);
  const charge = await post('/api/payments/sandbox/charge', { reference });
  answers.add('charge', charge.statusCode);
  if (charge.statusCode !== 200) return;
  const confirmations = await Promise.all(
    [1, 2].map(() => post('/api/order/orders', { transactionId: reference })),
  );
  for (const res of confirmations) {
    answers.add('confirmation', res.statusCode);
    if (res.statusCode === 200) answers.confirmedPaid.push(reference);
  }
}

/** Orders that are not whole, by what is missing; empty when every order is whole. */
async function brokenOrders(admin: pg.Client) {
  const refs = async (text: string) =>
    (await admin.query<{ reference: string }>(text)).rows.map((r) => r.reference);
  return {
    withoutLines: await refs(
      `select reference from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    ),
    withoutFirstEvent: await refs(
      `select reference from orders o where not exists (select 1 from order_status_events e
         where e.order_id = o.id and e.from_status is null and e.to_status = 'pending')`,
    ),
    paidWithoutOnePaidEvent: await refs(
      `select reference from orders o where o.status = 'paid' and (select count(*) from order_status_events e
         where e.order_id = o.id and e.to_status = 'paid') <> 1`,
    ),
    // A pending order holds its lines' stock; a paid one has sold it.
    stockNotMatchingStatus: await refs(
      `select distinct reference from orders o join order_items i on i.order_id = o.id
       where (o.status, coalesce(i.stock_state, 'none')) not in (('pending', 'held'), ('paid', 'sold'))`,
    ),
    // What each product lost is exactly what its held and sold lines hold.
    productsMiscounted: await refs(
      `select p.product_id as reference from products p
       left join order_items i on i.product_id = p.id and i.stock_state in ('held', 'sold')
       where p.stock is not null group by p.id having ${STOCK} - p.stock <> coalesce(sum(i.quantity), 0)`,
    ),
  };
}

describe.runIf(process.env.SHOP_TEST_ENGINE === 'postgres')(
  'PostgreSQL terminating the shop’s connections',
  () => {
    it('during a burst of checkouts and confirmations leaves the process answering and every order whole or absent', async () => {
      const unhandled: unknown[] = [];
      const record = (error: unknown) => unhandled.push(error);
      process.on('uncaughtException', record);
      process.on('unhandledRejection', record);
      const source = await freshTestDatabase();
      const database = await source.open();
      const app = await buildApp({ config: testConfig(), db: database.db });
      const admin = new pg.Client({ connectionString: source.url! });
      try {
        await admin.connect();
        const products = await Promise.all(
          [1, 2, 3, 4].map(() => createProduct(database.db, { stock: STOCK, priceKobo: 450_000 })),
        );
        expect((await app.inject({ url: '/api/product/products' })).statusCode).toBe(200);

        // Shoppers until enough were served and enough requests were cut (or 40 s have passed).
        const answers = new Answers();
        const stopTerminating = terminateRepeatedly(admin);
        const startedAt = Date.now();
        let next = 0;
        const enough = () =>
          (next >= 40 &&
            answers.unavailable() >= 10 &&
            answers.created.length >= 15 &&
            answers.confirmedPaid.length >= 8) ||
          Date.now() - startedAt > 40_000;
        await Promise.all(
          Array.from({ length: SHOPPERS_AT_ONCE }, async () => {
            while (!enough()) {
              const n = next++;
              await shop(app, products[n % 4]!.productId, n, answers);
            }
          }),
        );
        const terminated = await stopTerminating();

        // Requests were cut, and each cut one answered 503: never a 500, never a hang.
        expect(terminated).toBeGreaterThan(10);
        expect(answers.unavailable()).toBeGreaterThanOrEqual(10);
        for (const [step, statuses] of answers.byStep) {
          expect(
            statuses.filter((s) => s !== 200 && s !== 503),
            step,
          ).toEqual([]);
        }
        expect(answers.created.length).toBeGreaterThanOrEqual(15);
        expect(answers.confirmedPaid.length).toBeGreaterThanOrEqual(8);
        // Every connection was given back: one kept by a cut request would, ten cuts later, leave
        // every request waiting for a connection that never comes.
        // Work a reply does not wait for (a receipt mail reading its order) may still hold one for
        // a moment, so the pool is given a few seconds to settle; a leaked one never comes back.
        const pool = (database.db as unknown as { $client: pg.Pool }).$client;
        const inUse = () => pool.totalCount - pool.idleCount;
        for (let waited = 0; waited < 5_000 && inUse() !== 0; waited += 50) await sleep(50);
        expect(inUse()).toBe(0);

        // The same process answers (the pool replaces the dead connections) and sells again.
        let health = 0;
        for (let i = 0; i < 20 && health !== 200; i++) {
          health = (await app.inject({ url: '/api/health' })).statusCode;
          if (health !== 200) await sleep(50);
        }
        expect(health).toBe(200);
        const before = answers.created.length;
        await shop(app, products[0]!.productId, next++, answers);
        const [bought] = answers.created.slice(before);
        expect(answers.confirmedPaid.filter((ref) => ref === bought)).toEqual([bought, bought]);

        // Whole or absent, and what the shoppers were told holds.
        expect(await brokenOrders(admin)).toEqual({
          withoutLines: [],
          withoutFirstEvent: [],
          paidWithoutOnePaidEvent: [],
          stockNotMatchingStatus: [],
          productsMiscounted: [],
        });
        const { rows } = await admin.query<{ reference: string; status: string }>(
          'select reference, status from orders',
        );
        const status = new Map(rows.map((r) => [r.reference, r.status]));
        expect(answers.created.filter((ref) => !status.has(ref))).toEqual([]);
        expect(answers.confirmedPaid.filter((ref) => status.get(ref) !== 'paid')).toEqual([]);
        expect(unhandled).toEqual([]);
      } finally {
        process.off('uncaughtException', record);
        process.off('unhandledRejection', record);
        await admin.end().catch(() => {});
        await app.close();
        await database.close();
        await source.drop();
      }
    }, 90_000);
  },
);
