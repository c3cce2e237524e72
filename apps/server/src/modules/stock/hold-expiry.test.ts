import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { HOLD_EXPIRY_CHECK_MS, startHoldExpiry } from './hold-expiry.ts';
import { lockDueHolds } from './stock.repository.ts';

// A hold ends within 10 seconds of its time, by the timer every process runs, and is given back
// once however many processes run it.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', HOLD_UNITS_PER_BUYER: '1000' });
const stops: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(stops.map((stop) => stop())));

const checkout = async (productId: string, quantity: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId, colorId: null, quantity }],
      delivery: guestDelivery,
      transportOption: 'BENIN',
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ reference: string }>().reference;
};
const expireAt = (reference: string, at: Date) =>
  t.db.update(orders).set({ holdExpiresAt: at }).where(eq(orders.reference, reference));
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('holds run out on time', () => {
  it('gives a hold back within 10 seconds of its expiry, by the timer alone', async () => {
    const p = await createProduct(t.db, { stock: 3 });
    const reference = await checkout(p.productId, 2);
    const expiry = new Date(Date.now() + 1_000);
    await expireAt(reference, expiry);
    stops.push(startHoldExpiry({ db: t.db, log: t.app.log }));

    while ((await stockOf(p.id)) !== 3 && Date.now() < expiry.getTime() + 12_000) await sleep(200);
    const after = Date.now() - expiry.getTime();
    expect(await stockOf(p.id)).toBe(3);
    expect(after).toBeLessThanOrEqual(10_000);
    expect(HOLD_EXPIRY_CHECK_MS).toBeLessThanOrEqual(5_000);
    const lines = await t.db
      .select({ state: orderItems.stockState })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.reference, reference));
    expect(lines).toEqual([{ state: 'released' }]);
  }, 20_000);

  it('gives each hold back once while several processes run the timer at once', async () => {
    const p = await createProduct(t.db, { stock: 40 });
    const references = [];
    for (let i = 0; i < 20; i++) references.push(await checkout(p.productId, 2));
    expect(await stockOf(p.id)).toBe(0);
    // Four "processes" asking every 20 ms, racing for the same run-out holds.
    for (let i = 0; i < 4; i++) stops.push(startHoldExpiry({ db: t.db, log: t.app.log }, 20));
    const past = new Date(Date.now() - 1_000);
    for (const reference of references) await expireAt(reference, past);
    const deadline = Date.now() + 10_000;
    while ((await stockOf(p.id)) !== 40 && Date.now() < deadline) await sleep(100);
    await sleep(300);
    expect(await stockOf(p.id)).toBe(40);
  }, 20_000);

  it('finds run-out holds through the live-hold index, not by reading every order', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql`explain ${lockDueHolds(tx, new Date(), 100)}`);
      return JSON.stringify(rows);
    });
    expect(plan).toContain('orders_live_hold_expiry_idx');
  });
});
