import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { confirm, guestDelivery } from '../../testing/checkout-helpers.ts';
import { startPaystackStandIn } from '../../testing/paystack-stand-in.ts';

// A checkout attempt carries an Idempotency-Key: a double tap or a retried request answers the
// same pending order and holds once; the key is never moved to another cart or form.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000' });
const standIn = await startPaystackStandIn();
const paystack = await buildTestApp({ ...standIn.config(), RATE_CHECKOUT_PER_IP: '1000' });

const bodyFor = (productId: string, quantity = 2) => ({
  items: [{ productId, colorId: null, quantity }],
  delivery: guestDelivery,
  transportOption: 'BENIN',
});
const checkout = (body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (productId: string) =>
  t.db
    .selectDistinct({ id: orders.id, reference: orders.reference, status: orders.status })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orderItems.productId, productId));

describe('Idempotency-Key on POST /api/order/checkout', () => {
  it('answers a repeated request with the same key the same pending order, holding once', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const key = randomUUID();
    const first = await checkout(bodyFor(p.productId), key);
    const again = await checkout(bodyFor(p.productId), key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(p.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
  });

  it('opens one order when five requests with one key arrive at once', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(bodyFor(p.productId), key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect(await ordersOf(p.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
  });

  it('refuses the same key with another cart (422), writing nothing', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const key = randomUUID();
    const first = await checkout(bodyFor(p.productId, 2), key);
    const changed = await checkout(bodyFor(p.productId, 3), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(messages.checkout.idempotencyKeyReused);
    const otherForm = await checkout({ ...bodyFor(p.productId, 2), transportOption: 'GIG' }, key);
    expect(otherForm.statusCode).toBe(422);
    expect((await ordersOf(p.id)).map((o) => o.reference)).toEqual([first.json().reference]);
    expect(await stockOf(p.id)).toBe(8);
  });

  it.each([
    ['too short', 'abc123'],
    ['spaces and symbols', 'this key has spaces!'],
    ['too long', 'k'.repeat(101)],
    ['two keys', `${randomUUID()}, ${randomUUID()}`],
  ])('answers 400 with a message to a malformed key (%s), writing nothing', async (_, key) => {
    const p = await createProduct(t.db, { stock: 10 });
    const res = await checkout(bodyFor(p.productId), key);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.checkout.idempotencyKeyInvalid);
    expect(await ordersOf(p.id)).toHaveLength(0);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('opens a new checkout for the same key once the earlier one was cancelled or its hold ran out', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const key = randomUUID();
    const first = (await checkout(bodyFor(p.productId), key)).json().reference;
    await t.app.inject({ method: 'POST', url: '/api/order/checkout/cancel', payload: { reference: first } });
    const second = await checkout(bodyFor(p.productId), key);
    expect(second.statusCode).toBe(200);
    expect(second.json().reference).not.toBe(first);
    expect(await stockOf(p.id)).toBe(8);

    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.reference, second.json().reference));
    const third = await checkout(bodyFor(p.productId), key);
    expect(third.statusCode).toBe(200);
    expect(third.json().reference).not.toBe(second.json().reference);
    expect(await ordersOf(p.id)).toHaveLength(3);
  });

  it('never opens a second order with the key of a paid one (409)', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    const key = randomUUID();
    const { reference } = (await checkout(bodyFor(p.productId), key)).json();
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(t, reference)).statusCode).toBe(200);
    const again = await checkout(bodyFor(p.productId), key);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.checkout.alreadyPaid);
    expect(await ordersOf(p.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
  });

  it('still opens a new order per request without a key', async () => {
    const p = await createProduct(t.db, { stock: 10 });
    await checkout(bodyFor(p.productId));
    await checkout(bodyFor(p.productId));
    expect(await ordersOf(p.id)).toHaveLength(2);
    expect(await stockOf(p.id)).toBe(6);
  });

  it('lets the same key start anew when the payment could not start, holding once', async () => {
    const p = await createProduct(paystack.db, { stock: 10 });
    const key = randomUUID();
    const send = () =>
      paystack.app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        payload: bodyFor(p.productId),
        headers: { 'idempotency-key': key },
      });
    standIn.fail('outage');
    try {
      expect((await send()).statusCode).toBe(502);
    } finally {
      standIn.fail(null);
    }
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json().accessCode).toBe(`AC_${retry.json().reference}`);
    const held = await paystack.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, p.id));
    expect(held[0]!.stock).toBe(8);
  });
});
