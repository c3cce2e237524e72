import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startCheckout } from '../../testing/checkout-helpers.ts';
import { startPaystackStandIn, STAND_IN_SECRET } from '../../testing/paystack-stand-in.ts';
import { signPaystackBody } from './paystack-signature.ts';
import { startPendingRecheck } from './pending-recheck.ts';

// The crash: 100 shoppers paid just before the shop was SIGKILLed, and none of their
// confirmations reached it; behind them wait 10,000 newer abandoned checkouts, all due. What the
// dead process left is made with the real routes, then the shop "restarts": a new app on the same
// database listens and starts its jobs, as main.ts does. The ticks are an hour apart here, so only
// the re-check at start can settle anything within the time measured.

const PAID = 100;
const ABANDONED = 10_000;
const TWO_MINUTES = 120_000;
const standIn = await startPaystackStandIn();
// Built once each (the database setup is the slow part); each describe below uses its own.
const shops = {
  sandbox: await buildTestApp({ PENDING_RECHECK_SECONDS: '3600' }),
  paystack: await buildTestApp({ ...standIn.config(), PENDING_RECHECK_SECONDS: '3600' }),
};

/** Newer than the paid orders and all due, as a busy day leaves them. */
async function abandonCheckouts(t: TestApp, provider: string) {
  await t.db.execute(sql`
    insert into orders (reference, name, email, phone_number, address, state, city, transport_option,
                        transport_cost_kobo, subtotal_kobo, amount_kobo, provider, status, created_at, next_check_at)
    select 'ref-abandoned-' || g, 'Abandoned Cart', 'abandoned@example.ng', '0803 000 0000', '1 Road',
           'Lagos', 'Ikeja', 'BENIN', 0, 100000, 100000, ${provider}, 'pending',
           now() - g * interval '100 milliseconds', now() - interval '1 minute'
      from generate_series(1, ${ABANDONED}) as g`);
}

/** The paid orders' checkouts were opened 25 minutes ago, before every abandoned one. */
async function openCheckouts(t: TestApp) {
  const references: string[] = [];
  for (let i = 0; i < PAID; i++) references.push((await startCheckout(t)).reference);
  await t.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - interval '25 minutes'` })
    .where(inArray(orders.reference, references));
  return references;
}

const paidCount = async (t: TestApp, references: string[]) =>
  (
    await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.reference, references), eq(orders.status, 'paid')))
  )[0]!.n;

/** A new shop process on the same database: it listens, then its jobs start (main.ts's order). */
async function restart(t: TestApp) {
  const app: FastifyInstance = await buildApp({ config: t.config, db: t.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const started = performance.now();
  const stop = startPendingRecheck(app);
  afterAll(async () => {
    stop();
    await app.close();
  });
  return started;
}

/** Milliseconds from the restart until every one of `references` is paid (or the two minutes pass). */
async function untilAllPaid(t: TestApp, references: string[], started: number) {
  while (performance.now() - started < TWO_MINUTES) {
    if ((await paidCount(t, references)) === references.length) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - started;
}

async function expectSettledOnceAhead(t: TestApp, references: string[]) {
  const paidEvents = await t.db
    .select({ n: count() })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
    .where(and(inArray(orders.reference, references), eq(orderStatusEvents.toStatus, 'paid')));
  expect(paidEvents[0]!.n).toBe(PAID);
  // The start's re-check asked about the likely paid only; the abandoned wait for their ticks.
  const [untouched] = await t.db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.checkCount, 0),
        sql`${orders.reference} like 'ref-abandoned-%'`,
      ),
    );
  expect(untouched!.n).toBe(ABANDONED);
}

describe('after a crash, the orders paid just before it are settled first', () => {
  it('settles 100 sandbox payments whose confirmation never arrived within two minutes of the restart, ahead of 10,000 abandoned checkouts', async () => {
    const t = shops.sandbox;
    const references = await openCheckouts(t);
    for (const reference of references) {
      const charge = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/charge',
        payload: { reference },
      });
      expect(charge.statusCode).toBe(200);
    }
    await abandonCheckouts(t, 'sandbox');
    expect(await paidCount(t, references)).toBe(0);

    const tookMs = await untilAllPaid(t, references, await restart(t));
    console.info(`sandbox: ${PAID} paid orders settled ${(tookMs / 1000).toFixed(1)} s after the restart`);
    expect(await paidCount(t, references)).toBe(PAID);
    expect(tookMs).toBeLessThanOrEqual(TWO_MINUTES);
    await expectSettledOnceAhead(t, references);
  }, 300_000);

  it('settles 100 Paystack payments whose webhook arrived but failed within two minutes of the restart, ahead of 10,000 abandoned checkouts', async () => {
    const t = shops.paystack;
    const references = await openCheckouts(t);
    for (const reference of references) standIn.pay(reference);
    // Paystack's charge.success arrived for each, but its verify could not be answered (an outage
    // at Paystack), and then the shop was killed before any re-check; the page's confirmation
    // never reached it.
    standIn.fail('outage');
    for (const reference of references) {
      const body = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success' } });
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackBody(body, STAND_IN_SECRET),
        },
      });
      expect(hook.statusCode).toBe(200);
    }
    standIn.fail(null);
    await abandonCheckouts(t, 'paystack');
    expect(await paidCount(t, references)).toBe(0);

    const tookMs = await untilAllPaid(t, references, await restart(t));
    console.info(`Paystack: ${PAID} paid orders settled ${(tookMs / 1000).toFixed(1)} s after the restart`);
    expect(await paidCount(t, references)).toBe(PAID);
    expect(tookMs).toBeLessThanOrEqual(TWO_MINUTES);
    await expectSettledOnceAhead(t, references);
  }, 300_000);
});
