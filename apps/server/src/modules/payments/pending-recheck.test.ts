import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { startPaystackStandIn } from '../../testing/paystack-stand-in.ts';
import { startCheckout } from '../../testing/checkout-helpers.ts';
import { paidDepsOf } from './payment-deps.ts';
import { recheckPendingOrders } from './pending-recheck.ts';
import { claimDueOrders } from './pending-recheck.repository.ts';

const standIn = await startPaystackStandIn();
const t = await buildTestApp(standIn.config());
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The database keeps microseconds, JavaScript milliseconds: a tick lands just after the due time.
const justAfter = (ms: number) => new Date(ms + 1);

const rowOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const recheck = (now: Date, batch?: number) =>
  recheckPendingOrders(paidDepsOf(t.app), t.app.payments, now, batch);

// Each test starts from an empty order book, so one test's due orders do not take another's turn.
beforeEach(async () => {
  await t.db.delete(orders);
});

describe('re-checking unpaid orders', () => {
  it('asks about each order 2, 5, 15, 30 and 60 minutes after checkout, then every 3 hours, and expires it at 48 hours', async () => {
    const { reference } = await startCheckout(t);
    const created = (await rowOf(reference)).createdAt.getTime();
    const nextAfter = async (offsetMs: number) => {
      await recheck(justAfter(created + offsetMs));
      const row = await rowOf(reference);
      return row.nextCheckAt === null ? null : Math.round((row.nextCheckAt.getTime() - created) / MINUTE);
    };
    expect(await nextAfter(1 * MINUTE)).toBe(2); // not due yet
    expect(await nextAfter(2 * MINUTE)).toBe(5);
    expect(await nextAfter(4 * MINUTE)).toBe(5); // not due yet
    expect(await nextAfter(5 * MINUTE)).toBe(15);
    expect(await nextAfter(15 * MINUTE)).toBe(30);
    expect(await nextAfter(30 * MINUTE)).toBe(60);
    expect(await nextAfter(60 * MINUTE)).toBe(60 + 180);
    expect(await nextAfter(4 * HOUR)).toBe(7 * 60);
    // After a pause (the shop was down), the next time is the next one ahead, not a replay.
    expect(await nextAfter(46 * HOUR)).toBe(48 * 60);
    expect((await rowOf(reference)).checkCount).toBe(7);
    expect((await rowOf(reference)).status).toBe('pending');

    const last = await recheck(justAfter(created + 48 * HOUR));
    expect(last.expired).toBe(1);
    expect(await rowOf(reference)).toMatchObject({ status: 'expired', nextCheckAt: null });
  });

  it('skips the missed checks after a pause instead of replaying them', async () => {
    const { reference } = await startCheckout(t);
    const created = (await rowOf(reference)).createdAt.getTime();
    await recheck(justAfter(created + 20 * MINUTE));
    expect(Math.round(((await rowOf(reference)).nextCheckAt!.getTime() - created) / MINUTE)).toBe(30);
  });

  it('hides an expired checkout from its customer, shows it to the admin with status=all, and honours a late payment', async () => {
    const customer = await createUser(t.db);
    const admin = await createUser(t.db, { role: 'admin' });
    const { reference } = await startCheckout(t, customer.auth);
    const created = (await rowOf(reference)).createdAt.getTime();
    await t.db.execute(sql`update orders set next_check_at = now() where reference = ${reference}`);
    expect((await recheck(justAfter(created + 48 * HOUR))).expired).toBe(1);
    expect((await rowOf(reference)).status).toBe('expired');

    const mine = await t.app.inject({ url: `/api/order/orders/${customer.user.id}`, headers: customer.auth });
    expect(mine.json().data).toHaveLength(0);
    const listed = await t.app.inject({ url: '/api/order/orders', headers: admin.auth });
    expect(listed.json().data.map((o: { transactionId: string }) => o.transactionId)).not.toContain(
      reference,
    );
    const all = await t.app.inject({ url: '/api/order/orders?status=all', headers: admin.auth });
    expect(
      all.json().data.find((o: { transactionId: string }) => o.transactionId === reference),
    ).toMatchObject({
      status: 'expired',
    });

    // The money was taken after all (a late bank transfer, a lost webhook): the order is paid.
    standIn.pay(reference);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: { transactionId: reference },
      headers: customer.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('paid');
    const events = await t.db
      .select({ from: orderStatusEvents.fromStatus, to: orderStatusEvents.toStatus })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, (await rowOf(reference)).id));
    expect(events).toEqual(
      expect.arrayContaining([
        { from: 'pending', to: 'expired' },
        { from: 'expired', to: 'paid' },
      ]),
    );
    const after = await t.app.inject({
      url: `/api/order/orders/${customer.user.id}`,
      headers: customer.auth,
    });
    expect(after.json().data).toHaveLength(1);
  });

  it('settles a new paid order on the first tick after it is due, ahead of 10,000 abandoned checkouts', async () => {
    await t.db.execute(sql`
      insert into orders (reference, name, email, phone_number, address, state, city, transport_option,
                          transport_cost_kobo, subtotal_kobo, amount_kobo, provider, status, created_at, next_check_at)
      select 'ref-abandoned-' || g, 'Abandoned Cart', 'abandoned@example.ng', '0803 000 0000', '1 Road',
             'Lagos', 'Ikeja', 'BENIN', 0, 100000, 100000, 'paystack', 'pending',
             now() - interval '3 hours' - g * interval '1 second', now() - interval '1 hour'
        from generate_series(1, 10000) as g`);
    const { reference } = await startCheckout(t);
    standIn.pay(reference); // paid, but the page's confirmation and the webhook were lost

    const started = performance.now();
    const tick = await recheck(justAfter((await rowOf(reference)).createdAt.getTime() + 2 * MINUTE), 50);
    const tookMs = performance.now() - started;
    expect(tick).toMatchObject({ paid: 1, checked: 50 });
    expect((await rowOf(reference)).status).toBe('paid');
    console.info(`re-check tick over 10,000 due abandoned checkouts: ${tookMs.toFixed(0)} ms`);

    // Two processes claiming at once never take the same order.
    const now = new Date();
    const [a, b] = await Promise.all([claimDueOrders(t.db, now, 40), claimDueOrders(t.db, now, 40)]);
    const ids = new Set([...a, ...b].map((o) => o.id));
    expect(ids.size).toBe(a.length + b.length);
    expect(a.length + b.length).toBe(80);
    // Writing the 10,000 rows (trigram indexes, rollup triggers) is the slow part on a busy machine.
  }, 120_000);
});
