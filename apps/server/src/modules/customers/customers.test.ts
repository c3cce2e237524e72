import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerDetails, CustomersPage } from '@shop/shared/customers/customer-schemas';
import { auditLog, orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

// GET /api/admin/customers, /:id, POST /:id/notes and the customers CSV: one row per person who
// bought on any channel, people joined by phone or e-mail however spelt (decision 45).

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', HOLD_UNITS_PER_BUYER: '1000' });
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const sales = await createUser(t.db, { role: 'sales', username: 'tolu_sales' });
const shopper = await createUser(t.db, { role: 'user' });
const serum = await createProduct(t.db, { name: 'Glow Serum', priceKobo: 1_000_000, stock: 500 });

/** A guest's web checkout, paid in the sandbox and confirmed, as a shopper does it. */
async function webOrder(delivery: { name: string; email: string; phoneNumber: string }) {
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId: serum.productId, colorId: null, quantity: 1 }],
      delivery: { ...guestDelivery, ...delivery },
      transportOption: 'BENIN',
    },
  });
  const { reference } = checkout.json<{ reference: string }>();
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload: { transactionId: reference },
  });
  if (paid.statusCode !== 200) throw new Error(`not paid: ${paid.body}`);
  return paid.json<{ order: { _id: string; amount: number } }>().order;
}

/** An order staff take in a chat (POST /api/admin/orders), paid by transfer. */
async function chatOrder(customer: { name: string; phone: string; email?: string }, channel = 'whatsapp') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: owner.auth,
    payload: {
      items: [{ productId: serum.productId, colorId: null, quantity: 1 }],
      customer,
      delivery: { pickup: true },
      channel,
      payment: { method: 'transfer' },
    },
  });
  if (res.statusCode !== 201) throw new Error(`not recorded: ${res.body}`);
  return res.json<{ order: { id: string; amount: number } }>().order;
}

/** An order written straight into the table, for the statuses and payments no quick API path reaches. */
async function storedOrder(input: {
  name: string;
  email?: string;
  phone: string;
  status: (typeof orders.$inferInsert)['status'];
  paymentMethod?: 'online' | 'pay_on_delivery' | 'direct';
  collected?: boolean;
  amountKobo: number;
  refundedKobo?: number;
  createdAt?: Date;
}) {
  const [row] = await t.db
    .insert(orders)
    .values({
      reference: `ref_${randomUUID()}`,
      name: input.name,
      email: input.email ?? '',
      phoneNumber: input.phone,
      address: '12 Airport Road',
      state: 'Edo',
      city: 'Oredo',
      transportOption: 'BENIN',
      transportCostKobo: 0,
      subtotalKobo: input.amountKobo,
      amountKobo: input.amountKobo,
      refundedKobo: input.refundedKobo ?? 0,
      status: input.status,
      paymentMethod: input.paymentMethod ?? 'online',
      collectedAt: input.collected ? new Date() : null,
      provider: 'sandbox',
      createdAt: input.createdAt ?? new Date(),
    })
    .returning({ id: orders.id });
  return row!.id;
}

const amountOf = async (id: string) =>
  (await t.db.select({ kobo: orders.amountKobo }).from(orders).where(eq(orders.id, id)))[0]!.kobo;
const list = async (query = '', headers = owner.auth) => {
  const res = await t.app.inject({ url: `/api/admin/customers${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<CustomersPage>();
};
const search = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).data;
const details = async (id: string) => {
  const res = await t.app.inject({ url: `/api/admin/customers/${id}`, headers: owner.auth });
  expect(res.statusCode).toBe(200);
  return res.json<CustomerDetails>();
};
const addNote = (id: string, body: unknown, headers = owner.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/customers/${id}/notes`, headers, payload: { body } });

describe('customers merged by phone and e-mail', () => {
  it('a web order and a WhatsApp order by the same phone, however written, are one person with both orders', async () => {
    const web = await webOrder({
      name: 'Amaka Nwosu',
      email: 'Amaka@Example.ng',
      phoneNumber: '0803 555 0101',
    });
    const chat = await chatOrder({ name: 'Amaka N.', phone: '+234 803 555 0101' });
    const rows = await search('amaka');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: web._id,
      name: 'Amaka N.',
      phone: '+2348035550101',
      email: 'amaka@example.ng',
      orders: 2,
      channels: ['web', 'whatsapp'],
      totalSpentKobo: (await amountOf(web._id)) + (await amountOf(chat.id)),
    });
    const { orders: theirs } = await details(web._id);
    expect(theirs.map((o) => [o.id, o.channel])).toEqual([
      [chat.id, 'whatsapp'],
      [web._id, 'web'],
    ]);
  });

  it('joins people transitively: a phone on one order, that phone with an e-mail on another, that e-mail on a third', async () => {
    const a = await storedOrder({
      name: 'Bisi A',
      phone: '0805 111 2222',
      status: 'paid',
      amountKobo: 100_000,
    });
    const b = await storedOrder({
      name: 'Bisi B',
      phone: '2348051112222',
      email: 'bisi@example.ng',
      status: 'paid',
      amountKobo: 200_000,
    });
    const c = await storedOrder({
      name: 'Bisi C',
      email: 'BISI+shop@example.ng',
      phone: '0906 000 1111',
      status: 'paid',
      amountKobo: 300_000,
    });
    const d = await storedOrder({
      name: 'Bisi D',
      phone: '+234 906 000 1111',
      status: 'paid',
      amountKobo: 400_000,
    });
    const rows = await search('bisi');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: a, name: 'Bisi D', orders: 4, totalSpentKobo: 1_000_000 });
    expect(rows[0]!.phones).toEqual(['+2349060001111', '+2348051112222']);
    for (const id of [a, b, c, d]) expect((await details(id)).customer.id).toBe(a);
  });

  it('keeps different people apart, and a walk-in without a real phone joins nobody', async () => {
    await storedOrder({ name: 'Kemi One', phone: '0807 000 0001', status: 'paid', amountKobo: 100_000 });
    await storedOrder({ name: 'Kemi Two', phone: '0807 000 0002', status: 'paid', amountKobo: 100_000 });
    await storedOrder({ name: 'Kemi Walk-in', phone: '-', status: 'paid', amountKobo: 100_000 });
    await storedOrder({ name: 'Kemi Walk-in', phone: '0', status: 'paid', amountKobo: 100_000 });
    expect((await search('kemi')).map((c) => c.orders)).toEqual([1, 1, 1, 1]);
  });

  it('ties an account to its guest orders through the account e-mail', async () => {
    const email = `ifeoma-${randomUUID().slice(0, 6)}@example.ng`;
    const account = await createUser(t.db, { email, phone: '0810 333 4444' });
    const [mine] = await t.db
      .insert(orders)
      .values({
        reference: `ref_${randomUUID()}`,
        userId: account.user.id,
        name: 'Ifeoma Obi',
        email: 'another@example.ng',
        phoneNumber: '0701 999 8888',
        address: 'x',
        state: 'Edo',
        city: 'Oredo',
        transportOption: 'BENIN',
        transportCostKobo: 0,
        subtotalKobo: 50_000,
        amountKobo: 50_000,
        status: 'delivered',
        provider: 'sandbox',
      })
      .returning({ id: orders.id });
    await chatOrder({ name: 'Ifeoma', phone: '+234 810 333 4444' }, 'instagram');
    const rows = await search('ifeoma');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: mine!.id, orders: 2, channels: ['web', 'instagram'] });
  });
});

describe('what a customer spent', () => {
  it('counts paid and collected orders net of refunds; cancelled, uncollected and unpaid ones do not count', async () => {
    const paid = await webOrder({
      name: 'Chidi Okafor',
      email: 'chidi@example.ng',
      phoneNumber: '0812 777 0001',
    });
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/order/orders/${paid._id}/refunds`,
      headers: { ...owner.auth, 'idempotency-key': randomUUID() },
      payload: { amount: 2500, reason: 'One bottle arrived broken' },
    });
    expect(refunded.statusCode).toBe(201);
    const phone = '0812 777 0001';
    const base = { name: 'Chidi Okafor', phone };
    await storedOrder({ ...base, status: 'cancelled', amountKobo: 5_000_000 });
    await storedOrder({
      ...base,
      status: 'pay_on_delivery',
      paymentMethod: 'pay_on_delivery',
      amountKobo: 7_000_000,
    });
    await storedOrder({
      ...base,
      status: 'delivered',
      paymentMethod: 'pay_on_delivery',
      collected: true,
      amountKobo: 300_000,
    });
    await storedOrder({
      ...base,
      status: 'delivered',
      paymentMethod: 'direct',
      collected: true,
      amountKobo: 200_000,
    });
    await storedOrder({ ...base, status: 'pending', amountKobo: 9_000_000 });
    await storedOrder({ ...base, status: 'expired', amountKobo: 9_000_000 });
    const [chidi] = await search('chidi');
    const paidKobo = await amountOf(paid._id);
    // Unpaid checkouts (pending, expired) are nobody's purchase: 5 orders, not 7.
    expect(chidi).toMatchObject({ orders: 5, totalSpentKobo: paidKobo - 250_000 + 300_000 + 200_000 });
  });
});

describe('GET /api/admin/customers: search and pages', () => {
  it('finds a person by any part of the name, a phone as typed (0803… for +234…), or the e-mail', async () => {
    await storedOrder({
      name: 'Zainab Bello',
      email: 'zainab.b@example.ng',
      phone: '+234 809 246 1357',
      status: 'paid',
      amountKobo: 100_000,
    });
    for (const q of [
      'ZAINAB',
      'bello',
      '0809 246 1357',
      '08092461357',
      '2348092461357',
      '246 13',
      'zainab.b@',
    ])
      expect(
        (await search(q)).map((c) => c.name),
        q,
      ).toEqual(['Zainab Bello']);
    expect(await search('nobody-at-all')).toEqual([]);
  });

  it('pages like the other admin lists: the most recent buyer first, limit and offset, total counting every match', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (let n = 1; n <= 5; n++)
      await storedOrder({
        name: `Pager Person ${n}`,
        phone: `0703 000 100${n}`,
        status: 'paid',
        amountKobo: 10_000,
        createdAt: day(n),
      });
    const first = await list('?q=pager person&limit=2');
    expect(first.total).toBe(5);
    expect(first.data.map((c) => c.name)).toEqual(['Pager Person 5', 'Pager Person 4']);
    const last = await list('?q=pager person&limit=2&offset=4');
    expect(last).toMatchObject({ total: 5, data: [{ name: 'Pager Person 1' }] });
    const all = await list('?limit=100');
    expect(all.total).toBeGreaterThanOrEqual(all.data.length);
    const bad = await t.app.inject({ url: '/api/admin/customers?limit=0', headers: owner.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may see customers', () => {
  it('staff who read orders may; a customer account gets 403 and nobody signed in 401', async () => {
    expect((await t.app.inject({ url: '/api/admin/customers', headers: sales.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/customers', headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/customers' })).statusCode).toBe(401);
    const some = (await list('?limit=1')).data[0]!;
    expect(
      (await t.app.inject({ url: `/api/admin/customers/${some.id}`, headers: shopper.auth })).statusCode,
    ).toBe(403);
    expect((await addNote(some.id, 'Hello', shopper.auth)).statusCode).toBe(403);
  });

  it('the CSV is for the roles with exports: one line per customer', async () => {
    expect((await t.app.inject({ url: '/api/admin/customers.csv', headers: sales.auth })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ url: '/api/admin/customers.csv', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Customer,Phone,E-mail');
    expect(lines).toHaveLength((await list('?limit=1')).total + 1);
    // A cell starting with + is made inert for spreadsheets, as in the orders CSV.
    expect(lines.find((l) => l.startsWith('Zainab Bello'))).toContain("'+2348092461357,zainab.b@example.ng");
  });
});

describe('notes on a customer', () => {
  it('staff add a note, kept with who and when, in the audit log, and shown on the customer page', async () => {
    const id = await storedOrder({
      name: 'Yetunde Noted',
      phone: '0815 123 9999',
      status: 'paid',
      amountKobo: 10_000,
    });
    const res = await addNote(id, '  Prefers delivery after 5 pm  ', sales.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json().note).toMatchObject({
      body: 'Prefers delivery after 5 pm',
      author: { name: 'tolu_sales' },
    });
    const { notes } = await details(id);
    expect(notes.map((n) => [n.body, n.author.name])).toEqual([
      ['Prefers delivery after 5 pm', 'tolu_sales'],
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entry).toMatchObject({ kind: 'customer.noted', actorName: 'tolu_sales', subjectType: 'customer' });
  });

  it('refuses an empty or too long note with a message (400), an unknown customer with 404, and writes nothing', async () => {
    const id = await storedOrder({
      name: 'Refused Notes',
      phone: '0815 000 7777',
      status: 'paid',
      amountKobo: 10_000,
    });
    const empty = await addNote(id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Write the note/);
    const long = await addNote(id, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/up to 1000 characters/);
    expect((await addNote(randomUUID(), 'Hello')).statusCode).toBe(404);
    expect((await addNote('not-an-id', 'Hello')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/admin/customers/${randomUUID()}`, headers: owner.auth })).statusCode,
    ).toBe(404);
    expect((await details(id)).notes).toEqual([]);
  });

  it('a note follows its person when a later order shows two people are one', async () => {
    const tunde = await storedOrder({
      name: 'Tunde',
      phone: '0816 100 0001',
      status: 'paid',
      amountKobo: 10_000,
    });
    const tBako = await storedOrder({
      name: 'T. Bako',
      email: 'tbako@example.ng',
      phone: '0701 200 0002',
      status: 'paid',
      amountKobo: 10_000,
    });
    expect((await addNote(tBako, 'Asked for a gift wrap')).statusCode).toBe(201);
    // One order with Tunde's phone and T. Bako's e-mail: they were one person all along.
    await chatOrder({ name: 'Tunde Bako', phone: '0816 100 0001', email: 'TBako@example.ng' });
    const merged = await details(tBako);
    expect(merged.customer).toMatchObject({ id: tunde, name: 'Tunde Bako', orders: 3 });
    expect(merged.notes.map((n) => n.body)).toEqual(['Asked for a gift wrap']);
  });
});
