import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { orders, orderStatusEvents, products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { confirm, guestDelivery } from '../../testing/checkout-helpers.ts';
import { startPaystackStandIn } from '../../testing/paystack-stand-in.ts';

// Closing the payment popup cancels the checkout: the provider is asked first; with nothing paid
// the order is expired and its stock is free again at once, exactly once.

const sandbox = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000' });
const standIn = await startPaystackStandIn();
const paystack = await buildTestApp({ ...standIn.config(), RATE_CHECKOUT_PER_IP: '1000' });

const checkout = (t: TestApp, productId: string, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId, colorId: null, quantity }],
      delivery: guestDelivery,
      transportOption: 'BENIN',
    },
  });
const cancel = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/order/checkout/cancel', payload });
const stockOf = async (t: TestApp, id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderOf = async (t: TestApp, reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;

describe('POST /api/order/checkout/cancel', () => {
  it('expires an unpaid checkout and gives its stock back once, answering the same when asked again', async () => {
    const p = await createProduct(sandbox.db, { stock: 3 });
    const { reference } = (await checkout(sandbox, p.productId, 2)).json();
    expect(await stockOf(sandbox, p.id)).toBe(1);

    const first = await cancel(sandbox, { reference });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      reference,
      status: 'expired',
      message: messages.checkout.checkoutCancelled,
    });
    expect(await stockOf(sandbox, p.id)).toBe(3);
    expect((await orderOf(sandbox, reference)).status).toBe('expired');

    const again = await cancel(sandbox, { reference });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(sandbox, p.id)).toBe(3);
    const { id } = await orderOf(sandbox, reference);
    const events = await sandbox.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
    expect(events.map((e) => e.toStatus)).toEqual(['pending', 'expired']);
  });

  it('gives the stock back once when two cancels of one checkout arrive at once', async () => {
    const p = await createProduct(sandbox.db, { stock: 5 });
    const { reference } = (await checkout(sandbox, p.productId, 2)).json();
    const answers = await Promise.all([cancel(sandbox, { reference }), cancel(sandbox, { reference })]);
    expect(answers.map((a) => a.json().status)).toEqual(['expired', 'expired']);
    expect(await stockOf(sandbox, p.id)).toBe(5);
  });

  it('lets the shopper who cancelled buy the last unit at once (Proceed, Cancel, Proceed)', async () => {
    const p = await createProduct(sandbox.db, { name: 'Last Lip Oil', stock: 1 });
    const first = (await checkout(sandbox, p.productId)).json().reference;
    const blocked = await checkout(sandbox, p.productId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(messages.stock.notEnough('Last Lip Oil', null, 0));

    await cancel(sandbox, { reference: first });
    const retry = await checkout(sandbox, p.productId);
    expect(retry.statusCode).toBe(200);
    const { reference } = retry.json();
    await sandbox.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(sandbox, reference)).statusCode).toBe(200);
    expect((await orderOf(sandbox, reference)).status).toBe('paid');
    expect(await stockOf(sandbox, p.id)).toBe(0);
  });

  it('settles a checkout that was paid after all, and it stands', async () => {
    const p = await createProduct(sandbox.db, { stock: 3 });
    const { reference } = (await checkout(sandbox, p.productId)).json();
    await sandbox.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    const res = await cancel(sandbox, { reference });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reference, status: 'paid', message: messages.checkout.checkoutWasPaid });
    expect((await orderOf(sandbox, reference)).status).toBe('paid');
    expect(await stockOf(sandbox, p.id)).toBe(2);
    expect((await cancel(sandbox, { reference })).json().status).toBe('paid');
  });

  it('honours a payment that arrives after the cancel', async () => {
    const p = await createProduct(sandbox.db, { stock: 3 });
    const { reference } = (await checkout(sandbox, p.productId)).json();
    await cancel(sandbox, { reference });
    await sandbox.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(sandbox, reference)).statusCode).toBe(200);
    expect((await orderOf(sandbox, reference)).status).toBe('paid');
    expect(await stockOf(sandbox, p.id)).toBe(2);
  });

  it('answers 404 with a message for an unknown reference, and 400 without one', async () => {
    const unknown = await cancel(sandbox, { reference: 'ref_1_nosuchorder' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.checkout.checkoutNotFound);
    const missing = await cancel(sandbox, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/reference/);
  });

  it('keeps the checkout pending and holding (502) when Paystack cannot answer', async () => {
    const p = await createProduct(paystack.db, { stock: 3 });
    const { reference } = (await checkout(paystack, p.productId)).json();
    standIn.fail('outage');
    try {
      const res = await cancel(paystack, { reference });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(messages.checkout.cancelCheckFailed);
    } finally {
      standIn.fail(null);
    }
    expect((await orderOf(paystack, reference)).status).toBe('pending');
    expect(await stockOf(paystack, p.id)).toBe(2);
    // Once Paystack answers, the cancel goes through.
    expect((await cancel(paystack, { reference })).json().status).toBe('expired');
    expect(await stockOf(paystack, p.id)).toBe(3);
  });

  it('settles a Paystack payment the popup never reported', async () => {
    const p = await createProduct(paystack.db, { stock: 3 });
    const { reference } = (await checkout(paystack, p.productId)).json();
    standIn.pay(reference);
    const res = await cancel(paystack, { reference });
    expect(res.json().status).toBe('paid');
    expect((await orderOf(paystack, reference)).status).toBe('paid');
    expect(await stockOf(paystack, p.id)).toBe(2);
  });
});
