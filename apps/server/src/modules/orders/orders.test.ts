import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { confirm, mailsTo, startCheckout } from '../../testing/checkout-helpers.ts';

const t = await buildTestApp();
const charge = (reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
const statusOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]?.status;

describe('confirming a sandbox payment (POST /api/order/orders)', () => {
  it('refuses an order that was never charged and leaves it pending', async () => {
    const { reference } = await startCheckout(t);
    const res = await confirm(t, reference);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/not completed/);
    expect(await statusOf(reference)).toBe('pending');
  });

  it('answers 404 for an unknown reference', async () => {
    expect((await confirm(t, 'ref_1_unknown')).statusCode).toBe(404);
  });

  it('marks a charged order paid at the server’s amount whatever the client claims, and mails once', async () => {
    const email = 'adaeze.paid@example.ng';
    const { reference, amountKobo } = await startCheckout(t, {}, email);
    expect((await charge(reference)).statusCode).toBe(200);
    const tampered = { amount: 1, items: [{ productId: 'x', quantity: 1, price: 1 }], userId: 'someone' };
    const first = await confirm(t, reference, tampered);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Order created successfully!');
    expect(first.json().order).toMatchObject({
      status: 'paid',
      amount: amountKobo / 100,
      userId: null,
      transactionId: reference,
    });

    const again = await confirm(t, reference);
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(first.json().order._id);
    // The paying answer lists the order's lines as the order's page reads them later.
    expect(first.json().order.items).toHaveLength(1);
    expect(first.json().order.items).toEqual(again.json().order.items);
    expect(first.json().order.totalItems).toBe(again.json().order.totalItems);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('takes the product description’s whole order-as-created body and reads only its transactionId', async () => {
    const { reference, amountKobo, email } = await startCheckout(t);
    await charge(reference);
    const asCreated = {
      userId: null,
      items: [{ productId: 'P-1', quantity: 1, price: 1, color: { _id: 'c', name: 'Ruby', code: '#f00' } }],
      amount: 1,
      address: '12 Allen Avenue',
      state: 'Lagos',
      city: 'Ikeja',
      phoneNumber: '08035550142',
      transportOption: 'GIG',
      transportCost: 0,
      name: 'Someone Else',
      email: 'someone.else@example.ng',
    };
    const res = await confirm(t, reference, asCreated);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'paid', amount: amountKobo / 100, email });
  });

  it('gives a customer’s order details only to that customer, though anyone may settle it', async () => {
    const customer = await createUser(t.db);
    const { reference } = await startCheckout(t, customer.auth);
    await charge(reference);
    const stranger = await confirm(t, reference);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ message: 'Order created successfully!' });
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/order/orders',
      headers: customer.auth,
      payload: { transactionId: reference },
    });
    expect(owner.json().order).toMatchObject({ status: 'paid', userId: customer.user.id });
  });

  it('settles five concurrent confirmations of one reference exactly once', async () => {
    const email = 'concurrent@example.ng';
    const { reference } = await startCheckout(t, {}, email);
    await charge(reference);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(t, reference)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.db.select().from(orders).where(eq(orders.reference, reference));
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, row!.id));
    expect(events.filter((e) => e.toStatus === 'paid')).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});

describe('reading orders', () => {
  it('shows a customer their own paid orders, newest first, but never pending ones', async () => {
    const { user, auth } = await createUser(t.db);
    const paidRef = (await startCheckout(t, auth)).reference;
    await charge(paidRef);
    await confirm(t, paidRef);
    await startCheckout(t, auth); // never paid

    const res = await t.app.inject({ url: `/api/order/orders/${user.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      transactionId: string;
      userId: string;
      items: unknown[];
      totalItems: number;
    }[];
    expect(data.map((o) => o.transactionId)).toEqual([paidRef]);
    expect(data[0]).toMatchObject({ userId: user.id, totalItems: 2 });
  });

  it('refuses another customer’s orders (403) and a visitor without a session (401)', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    expect((await t.app.inject({ url: `/api/order/orders/${a.user.id}`, headers: b.auth })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/order/orders/${a.user.id}` })).statusCode).toBe(401);
  });

  it('lists every paid order for an admin with a total and a search, and refuses customers', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const customer = await createUser(t.db);
    const all = await t.app.inject({ url: '/api/order/orders', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.every((o: { status: string }) => o.status !== 'pending')).toBe(true);
    expect(all.json().total).toBe(all.json().data.length);

    const ref = all.json().data[0].transactionId as string;
    const found = await t.app.inject({
      url: `/api/order/orders?q=${ref.slice(-8).toUpperCase()}`,
      headers: admin.auth,
    });
    expect(found.json().data.map((o: { transactionId: string }) => o.transactionId)).toEqual([ref]);
    const byProduct = await t.app.inject({
      url: '/api/order/orders?q=test%20product&limit=1',
      headers: admin.auth,
    });
    expect(byProduct.json().data).toHaveLength(1);
    expect(byProduct.json().total).toBe(all.json().total);
    const pending = await t.app.inject({ url: '/api/order/orders?status=pending', headers: admin.auth });
    expect(pending.json().total).toBeGreaterThan(0);

    expect((await t.app.inject({ url: '/api/order/orders', headers: customer.auth })).statusCode).toBe(403);
  });
});
