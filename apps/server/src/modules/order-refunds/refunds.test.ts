import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, outbox, products, pushQueue, refunds } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { startPaystackStandIn } from '../../testing/paystack-stand-in.ts';

// An admin's refunds through the real API: the sandbox's (processed at once) and Paystack's
// (through the local stand-in, its status following signed refund.* webhooks).

const standIn = await startPaystackStandIn();
const sandbox = await buildTestApp();
const paystack = await buildTestApp(standIn.config());
const adminOf = async (t: TestApp) => (await createUser(t.db, { role: 'admin' })).auth;
const sandboxAdmin = await adminOf(sandbox);
const paystackAdmin = await adminOf(paystack);
// The admin's phone asked to hear of failed refunds.
await paystack.app.inject({
  method: 'POST',
  url: '/api/admin/push-subscriptions',
  headers: paystackAdmin,
  payload: {
    subscription: {
      endpoint: 'https://push.example.test/admin-phone',
      keys: { p256dh: 'BOr2', auth: 'c2VjcmV0' },
    },
    events: ['refund.failed'],
  },
});

/** A guest's order of 2 of a product with 10 in stock, paid (₦9,001 + ₦2,500 transport). */
async function paidOrder(t: TestApp) {
  const product = await createProduct(t.db, { priceKobo: 450_050, stock: 10 });
  const email = `buyer-${randomUUID().slice(0, 8)}@example.ng`;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId: product.productId, colorId: null, quantity: 2 }],
      delivery: { ...guestDelivery, email },
      transportOption: 'BENIN',
    },
  });
  const { reference } = checkout.json<{ reference: string }>();
  if (t === paystack) standIn.pay(reference);
  else await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload: { transactionId: reference },
  });
  if (paid.statusCode !== 200) throw new Error(`not paid: ${paid.body}`);
  const order = paid.json<{ order: { _id: string; orderNumber: string; amount: number } }>().order;
  return { ...order, email, productRow: product.id, reference };
}

const refund = (t: TestApp, id: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/orders/${id}/refunds`,
    headers: { ...(t === paystack ? paystackAdmin : sandboxAdmin), ...headers },
    payload,
  });

const orderRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (t: TestApp, id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const mailsTo = (t: TestApp, to: string) => t.db.select().from(outbox).where(eq(outbox.recipient, to));
/** Today's sales in whole kobo, from the overview's naira. */
const todaySales = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/api/admin/overview', headers: sandboxAdmin });
  return Math.round(res.json<{ sales: { today: { sales: number } } }>().sales.today.sales * 100);
};

describe('refunds from the admin', () => {
  it('a partial refund answers 201, shows on the order, mails the customer and nets the sales', async () => {
    const order = await paidOrder(sandbox);
    const salesBefore = await todaySales(sandbox);
    const res = await refund(sandbox, order._id, { amount: 2500, reason: 'One lipstick arrived broken' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund).toMatchObject({ amount: 2500, status: 'processed' });
    const row = await orderRow(sandbox, order._id);
    expect([row.refundedKobo, row.status]).toEqual([250_000, 'paid']);
    expect(await todaySales(sandbox)).toBe(salesBefore - 250_000);
    const mail = await mailsTo(sandbox, order.email);
    const refundMail = mail.find((m) => m.kind === 'refund')!;
    expect(refundMail.subject).toContain(order.orderNumber);
    expect(refundMail.text).toContain(`We have refunded ₦2,500 on your order ${order.orderNumber}.`);
  });

  it('a full refund without an amount refunds what is left, cancels the unshipped order and returns its stock', async () => {
    const order = await paidOrder(sandbox);
    expect(await stockOf(sandbox, order.productRow)).toBe(8);
    await refund(sandbox, order._id, { amount: 1000, reason: 'Late delivery' });
    const res = await refund(sandbox, order._id, { reason: 'Customer changed their mind' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund.amount).toBe(order.amount - 1000);
    const row = await orderRow(sandbox, order._id);
    expect([row.refundedKobo, row.status]).toEqual([row.amountKobo, 'cancelled']);
    expect(await stockOf(sandbox, order.productRow)).toBe(10);
    const again = await refund(sandbox, order._id, { amount: 1, reason: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'This order has already been refunded in full',
    ]);
  });

  it('the same Idempotency-Key makes one refund however often it is sent, with the same answer', async () => {
    const order = await paidOrder(sandbox);
    const key = { 'idempotency-key': `refund-${randomUUID()}` };
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(sandbox, order._id, { amount: 500, reason: 'Scratched lid' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().refund.id)).size).toBe(1);
    expect((await orderRow(sandbox, order._id)).refundedKobo).toBe(50_000);
    const other = await refund(sandbox, order._id, { amount: 600, reason: 'Scratched lid' }, key);
    expect(other.statusCode).toBe(422);
  });

  it('20 admins refunding at once cannot refund more than was paid', async () => {
    const order = await paidOrder(sandbox);
    const share = 2000; // 20 × ₦2,000 is more than the ₦11,501 paid
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(sandbox, order._id, { amount: share, reason: 'Duplicate' })),
    );
    const made = answers.filter((a) => a.statusCode === 201).length;
    expect(made).toBe(Math.floor(order.amount / share));
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 400)).toBe(true);
    const row = await orderRow(sandbox, order._id);
    expect(row.refundedKobo).toBe(made * share * 100);
    const rows = await sandbox.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.length).toBe(made);
  });

  it.each([
    [{ amount: 0, reason: 'x' }, 'Please enter an amount above ₦0 to refund'],
    [{ amount: -5, reason: 'x' }, 'Please enter an amount above ₦0 to refund'],
    [{ amount: 999_999, reason: 'x' }, 'You can refund at most ₦11,501 on this order'],
    [{ amount: 10 }, 'Required'],
  ])('refuses %j with a 400 and writes nothing', async (body, message) => {
    const order = await paidOrder(sandbox);
    const res = await refund(sandbox, order._id, body);
    expect(res.statusCode).toBe(400);
    if (message !== 'Required') expect(res.json().message).toContain(message);
    expect((await orderRow(sandbox, order._id)).refundedKobo).toBe(0);
    expect(await sandbox.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
  });

  it('refuses an order never paid with a 400, and a customer with a 403', async () => {
    const checkout = await paidOrder(sandbox);
    await sandbox.db
      .update(orders)
      .set({ status: 'pending', paidAt: null })
      .where(eq(orders.id, checkout._id));
    const res = await refund(sandbox, checkout._id, { amount: 10, reason: 'x' });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'This order has not been paid, so there is nothing to refund',
    ]);
    const customer = await createUser(sandbox.db);
    const denied = await sandbox.app.inject({
      method: 'POST',
      url: `/api/order/orders/${checkout._id}/refunds`,
      headers: customer.auth,
      payload: { amount: 10, reason: 'x' },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('a pay-on-delivery order is refunded by hand once collected: processed at once, no Paystack call', async () => {
    const order = await paidOrder(paystack);
    await paystack.db
      .update(orders)
      .set({ paymentMethod: 'pay_on_delivery', status: 'pay_on_delivery', collectedAt: null })
      .where(eq(orders.id, order._id));
    const early = await refund(paystack, order._id, { amount: 100, reason: 'x' });
    expect(early.statusCode).toBe(400);
    await paystack.db
      .update(orders)
      .set({ status: 'delivered', collectedVia: 'cash', collectedAt: new Date() })
      .where(eq(orders.id, order._id));
    const asked = standIn.refunds.length;
    const res = await refund(paystack, order._id, { amount: 1500, reason: 'Wrong shade' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund).toMatchObject({ amount: 1500, status: 'processed', provider: 'manual' });
    expect(standIn.refunds.length).toBe(asked);
    expect((await mailsTo(paystack, order.email)).some((m) => m.kind === 'refund')).toBe(true);
  });
});

describe('refunds through Paystack', () => {
  const webhook = (refundId: number, status: string) => {
    const { payload, headers } = standIn.refundWebhook(refundId, status);
    return paystack.app.inject({ method: 'POST', url: '/api/payments/paystack/webhook', payload, headers });
  };
  const statusOf = async (id: string) =>
    (await paystack.db.select().from(refunds).where(eq(refunds.id, id)))[0]!.status;

  it('asks Paystack for the kobo amount and follows the refund.* webhooks to processed', async () => {
    const order = await paidOrder(paystack);
    const res = await refund(paystack, order._id, { amount: 2500.5, reason: 'Damaged box' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund.status).toBe('pending');
    const asked = standIn.refunds.at(-1)!;
    expect([asked.reference, asked.amount]).toEqual([order.reference, 250_050]);
    expect((await webhook(asked.id, 'processing')).statusCode).toBe(200);
    expect(await statusOf(res.json().refund.id)).toBe('processing');
    await webhook(asked.id, 'processed');
    await webhook(asked.id, 'pending'); // late and out of order: changes nothing
    expect(await statusOf(res.json().refund.id)).toBe('processed');
    expect((await orderRow(paystack, order._id)).refundedKobo).toBe(250_050);
  });

  it('a failed refund gives its amount back to what can be refunded', async () => {
    const order = await paidOrder(paystack);
    const res = await refund(paystack, order._id, { reason: 'Out of stock after payment' });
    expect((await orderRow(paystack, order._id)).status).toBe('cancelled');
    await webhook(standIn.refunds.at(-1)!.id, 'failed');
    expect(await statusOf(res.json().refund.id)).toBe('failed');
    expect((await orderRow(paystack, order._id)).refundedKobo).toBe(0);
    // The phones of staff who asked to hear of failed refunds are told: number and amount only.
    const [alert] = await paystack.db.select().from(pushQueue).where(eq(pushQueue.event, 'refund.failed'));
    expect(alert!.payload).toMatchObject({
      title: `Refund failed on ${order.orderNumber}`,
      body: expect.stringMatching(/^₦[\d,]+ was not given back/),
    });
    const retry = await refund(paystack, order._id, { reason: 'Second try' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().refund.amount).toBe(order.amount);
  });

  it('Paystack refusing or down is a 502 recording the refund failed, its amount released', async () => {
    const order = await paidOrder(paystack);
    standIn.fail('outage');
    try {
      const res = await refund(paystack, order._id, { amount: 100, reason: 'x' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('Nothing was refunded');
    } finally {
      standIn.fail(null);
    }
    expect((await orderRow(paystack, order._id)).refundedKobo).toBe(0);
    const rows = await paystack.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('the order answer lists its refunds and what was refunded', async () => {
    const order = await paidOrder(paystack);
    await refund(paystack, order._id, { amount: 3000, reason: 'Goodwill' });
    const list = await paystack.app.inject({
      url: '/api/order/orders?status=all&limit=500',
      headers: paystackAdmin,
    });
    const shown = list.json().data.find((o: { _id: string }) => o._id === order._id);
    expect(shown.refunded).toBe(3000);
    expect(shown.refunds).toEqual([
      expect.objectContaining({ amount: 3000, status: 'pending', reason: 'Goodwill' }),
    ]);
  });
});
