import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, outbox, refunds, returnRequests } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { askReturn, deliveredDaysAgo, deliveredOrder, patchReturn } from '../../testing/return-helpers.ts';

// The shopper's return request and staff's steps through the real API, on each engine: a guest
// asks through the order page's link, staff approve, receive and refund through the refund path.

const t = await buildTestApp();
const admin = (await createUser(t.db, { role: 'admin' })).auth;
const fulfilment = (await createUser(t.db, { role: 'fulfilment' })).auth;

const returnRow = async (id: string) =>
  (await t.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
const returnsOf = (orderId: string) =>
  t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
const mailSubjects = async (to: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, to))).map((m) => m.subject);

describe('a return asked and refunded', () => {
  it('a guest asks with the order page link; staff approve, receive and refund the line, not the delivery', async () => {
    const order = await deliveredOrder(t, admin);
    const asked = await askReturn(t, order.orderId, {
      items: [{ orderItemId: order.lineId, quantity: 1 }],
      reason: 'The shade is too dark for me',
      viewToken: order.viewToken,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const made = asked.json().return;
    expect(made).toMatchObject({ status: 'requested', value: 5000, items: [{ quantity: 1, price: 5000 }] });

    const approved = await patchReturn(
      t,
      made.id,
      { action: 'approve', note: 'Send it with the order number' },
      admin,
    );
    expect(approved.json().return).toMatchObject({
      status: 'approved',
      note: 'Send it with the order number',
    });
    expect((await patchReturn(t, made.id, { action: 'receive' }, fulfilment)).json().return.status).toBe(
      'received',
    );
    const closed = await patchReturn(t, made.id, { action: 'close', outcome: 'refund' }, admin);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().return).toMatchObject({ status: 'closed', outcome: 'refund', refunded: 5000 });

    // One refund of the line's ₦5,000 through the refund path; the ₦2,500 delivery stays paid.
    const madeRefunds = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(madeRefunds.map((r) => [r.amountKobo, r.status])).toEqual([[500_000, 'processed']]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect([row!.refundedKobo, row!.status]).toEqual([500_000, 'delivered']);
    // Closing again is a 409 and refunds nothing more.
    const again = await patchReturn(t, made.id, { action: 'close', outcome: 'refund' }, admin);
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toHaveLength(1);

    const subjects = await mailSubjects(order.email);
    expect(subjects.filter((s) => s.includes('return'))).toEqual([
      expect.stringContaining('is requested'),
      expect.stringContaining('is approved'),
      expect.stringContaining('has arrived'),
      expect.stringContaining('is closed'),
    ]);
    expect(subjects.some((s) => s.includes('₦5,000 refunded'))).toBe(true);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, made.id));
    expect(audited.map((a) => a.summary).sort()).toEqual([
      expect.stringContaining('approved'),
      expect.stringContaining('marked received'),
      expect.stringContaining('Return refunded (₦5,000)'),
    ]);
  });

  it('the owner signed in asks without the link; a stranger is told the order does not exist', async () => {
    const owner = await createUser(t.db);
    const order = await deliveredOrder(t, admin, { auth: owner.auth, email: owner.user.email });
    const body = { items: [{ orderItemId: order.lineId, quantity: 1 }], reason: 'Changed my mind' };
    const stranger = await createUser(t.db);
    expect((await askReturn(t, order.orderId, body, stranger.auth)).statusCode).toBe(404);
    expect((await askReturn(t, order.orderId, { ...body, viewToken: 'x'.repeat(43) })).statusCode).toBe(404);
    const read = await t.app.inject({
      url: `/api/order/orders/${order.orderId}/returns`,
      headers: stranger.auth,
    });
    expect(read.statusCode).toBe(404);
    expect(await returnsOf(order.orderId)).toHaveLength(0);
    expect((await askReturn(t, order.orderId, body, owner.auth)).statusCode).toBe(201);
    const mine = await t.app.inject({
      url: `/api/order/orders/${order.orderId}/returns`,
      headers: owner.auth,
    });
    expect(mine.json()).toMatchObject({
      window: { open: true, days: 7, rules: 'Unopened items only' },
      items: [{ bought: 2, returnable: 1, finalSale: false }],
      data: [{ status: 'requested' }],
    });
  });
});

describe('returns refused with a message, nothing written', () => {
  it('a return past its window is refused', async () => {
    const order = await deliveredOrder(t, admin);
    await deliveredDaysAgo(t, order.orderId, 8);
    const res = await askReturn(t, order.orderId, {
      items: [{ orderItemId: order.lineId, quantity: 1 }],
      reason: 'Too late?',
      viewToken: order.viewToken,
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Returns are accepted within 7 days of delivery; this order is past that',
    ]);
    expect(await returnsOf(order.orderId)).toHaveLength(0);
  });

  it('a final-sale item, more than bought, or an order not delivered is refused', async () => {
    const finalSale = await deliveredOrder(t, admin, {}, { finalSale: true });
    const ask = (o: typeof finalSale, quantity: number) =>
      askReturn(t, o.orderId, {
        items: [{ orderItemId: o.lineId, quantity }],
        reason: 'Opened it',
        viewToken: o.viewToken,
      });
    const refused = await ask(finalSale, 1);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      `${finalSale.product.name} is final sale and cannot be returned`,
    ]);

    const order = await deliveredOrder(t, admin);
    expect((await ask(order, 3)).json().message).toBe(`You can return at most 2 of ${order.product.name}`);
    expect((await ask(order, 2)).statusCode).toBe(201);
    // The open request keeps its items: asking again for them is refused.
    expect((await ask(order, 1)).json().message).toBe(
      `${order.product.name} is already being returned in full`,
    );
    expect(await returnsOf(order.orderId)).toHaveLength(1);

    const shipped = await deliveredOrder(t, admin);
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped.orderId));
    expect((await ask(shipped, 1)).json()).toMatchObject({
      message: 'Only a delivered order can be returned',
    });
  });

  it('a step out of order is a 409 naming the state; a role without the permission is a 403', async () => {
    const order = await deliveredOrder(t, admin);
    const made = (
      await askReturn(t, order.orderId, {
        items: [{ orderItemId: order.lineId, quantity: 1 }],
        reason: 'Broken lid',
        viewToken: order.viewToken,
      })
    ).json().return;
    const early = await patchReturn(t, made.id, { action: 'receive' }, admin);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'A return that is requested cannot be marked received',
    ]);
    const close = await patchReturn(t, made.id, { action: 'close', outcome: 'credit' }, admin);
    expect(close.statusCode).toBe(409);
    expect((await patchReturn(t, made.id, { action: 'approve' }, fulfilment)).statusCode).toBe(403);
    const refuse = await patchReturn(t, made.id, { action: 'refuse', note: '' }, admin);
    expect([refuse.statusCode, refuse.json().message]).toEqual([400, 'Please write a note for the customer']);
    expect(
      (await patchReturn(t, made.id, { action: 'refuse', note: 'Opened and used' }, admin)).statusCode,
    ).toBe(200);
    expect((await patchReturn(t, made.id, { action: 'approve' }, admin)).statusCode).toBe(409);
    expect((await returnRow(made.id)).status).toBe('refused');
    // A refused request gives its items back: the shopper may ask again.
    const again = await askReturn(t, order.orderId, {
      items: [{ orderItemId: order.lineId, quantity: 2 }],
      reason: 'Unopened this time',
      viewToken: order.viewToken,
    });
    expect(again.statusCode).toBe(201);
  });
});
