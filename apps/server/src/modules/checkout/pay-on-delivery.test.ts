import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { orders, orderStatusEvents, outbox, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

// Pay on delivery: offered only where the shop's settings allow it, made at once with
// its stock taken, moved on by the admin like a paid order, and a sale only once collected.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000' });
const admin = await createUser(t.db, { role: 'admin' });

const lagos = {
  name: 'Tolu Ade',
  email: 'tolu@example.ng',
  address: '4 Allen Avenue',
  state: 'Lagos',
  city: 'Ikeja',
  phoneNumber: '0802 555 0101',
};

const settings = (payOnDelivery: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { payment: { payOnDelivery } },
  });
const lagosOnly = { enabled: true, states: ['Lagos'], maxAmount: 100_000, guests: true };

let phoneSeq = 0;
/** A distinct buyer each time (the open-order cap counts by phone and e-mail). */
const buyer = (over: Partial<typeof lagos> = {}) => {
  phoneSeq += 1;
  const n = String(1000 + phoneSeq).padStart(4, '0');
  return { ...lagos, email: `buyer${phoneSeq}@example.ng`, phoneNumber: `0802 555 ${n}`, ...over };
};

async function podCheckout(
  productCode: string,
  delivery: object,
  { quantity = 1, headers = {} as Record<string, string>, method = 'pay_on_delivery' } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers,
    payload: {
      items: [{ productId: productCode, colorId: null, quantity }],
      delivery,
      transportOption: 'GIG',
      paymentMethod: method,
    },
  });
}
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderByNumber = async (orderNumber: string) =>
  (
    await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, Number(orderNumber.replace('GN-', ''))))
  )[0]!;
const setStatus = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/orders/${id}/status`, headers: admin.auth, payload });
const overview = async () =>
  (await t.app.inject({ url: '/api/admin/overview', headers: admin.auth })).json<OverviewResponse>();

describe('pay on delivery at checkout', () => {
  it('is refused while the shop has not turned it on, and nothing is written', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const res = await podCheckout(p.productId, buyer());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.payOnDelivery.disabled);
    expect(await stockOf(p.id)).toBe(5);
  });

  it('makes the order at once: status pay_on_delivery, an order number, its stock taken, the page to open', async () => {
    expect((await settings(lagosOnly)).statusCode).toBe(200);
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const who = buyer();
    const res = await podCheckout(p.productId, who, { quantity: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      paymentMethod: 'pay_on_delivery',
      message: messages.checkout.orderCreated,
      amount: 27_000,
    });
    expect(body.orderNumber).toMatch(/^GN-\d+$/);
    expect(await stockOf(p.id)).toBe(3);

    const row = await orderByNumber(body.orderNumber);
    expect(row).toMatchObject({ status: 'pay_on_delivery', paymentMethod: 'pay_on_delivery', paidAt: null });
    const page = await t.app.inject({ url: `/api/order/view/${body.viewToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().order).toMatchObject({
      status: 'pay_on_delivery',
      payOnDelivery: { collectedVia: null, collectedAt: null },
    });

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, who.email));
    expect(mail!.subject).toContain(body.orderNumber);
    expect(mail!.text).toContain('Total to pay on delivery: ₦27,000');
    expect(mail!.text).toContain('Please have ₦27,000 ready when your order arrives.');
    expect(mail!.text).toContain('The rider takes cash, POS (card) or bank transfer.');
  });

  it('is refused for a state the shop does not cover, naming it', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const res = await podCheckout(p.productId, buyer({ state: 'Edo', city: 'Oredo' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.payOnDelivery.stateNotCovered('Edo'));
    expect(await stockOf(p.id)).toBe(5);
  });

  it('is refused above the maximum total, naming the maximum', async () => {
    const p = await createProduct(t.db, { stock: 20, priceKobo: 1_000_000 });
    const res = await podCheckout(p.productId, buyer(), { quantity: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Pay on delivery is available for orders up to ₦100,000. Please pay now.',
    );
    expect(await stockOf(p.id)).toBe(20);
  });

  it('is refused to guests when the shop allows it to signed-in customers only', async () => {
    expect((await settings({ guests: false })).statusCode).toBe(200);
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const refused = await podCheckout(p.productId, buyer());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.payOnDelivery.guestsNotAllowed);

    const customer = await createUser(t.db);
    const who = buyer();
    const allowed = await podCheckout(
      p.productId,
      { address: who.address, state: who.state, city: who.city, phoneNumber: who.phoneNumber },
      { headers: customer.auth },
    );
    expect(allowed.statusCode).toBe(200);
    expect((await orderByNumber(allowed.json().orderNumber)).userId).toBe(customer.user.id);
    expect((await settings({ guests: true })).statusCode).toBe(200);
  });

  it('allows at most 2 open orders per phone number or e-mail, whichever way the phone is written', async () => {
    const p = await createProduct(t.db, { stock: 20, priceKobo: 100_000 });
    const who = buyer();
    expect((await podCheckout(p.productId, who)).statusCode).toBe(200);
    expect((await podCheckout(p.productId, { ...who, email: 'other1@example.ng' })).statusCode).toBe(200);
    const international = `+234 ${who.phoneNumber.slice(1)}`;
    const byPhone = await podCheckout(p.productId, {
      ...who,
      email: 'other2@example.ng',
      phoneNumber: international,
    });
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json().message).toBe(messages.payOnDelivery.openOrderLimit);
    const other = buyer();
    expect((await podCheckout(p.productId, other)).statusCode).toBe(200);
    expect((await podCheckout(p.productId, { ...other, phoneNumber: '0909 000 0001' })).statusCode).toBe(200);
    const byEmail = await podCheckout(p.productId, { ...other, phoneNumber: '0909 000 0002' });
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json().message).toBe(messages.payOnDelivery.openOrderLimit);
    // An online checkout is not limited by it.
    expect((await podCheckout(p.productId, who, { method: 'online' })).statusCode).toBe(200);
  });

  it('holds the cap of 2 when 6 orders of one buyer arrive at once', async () => {
    const p = await createProduct(t.db, { stock: 20, priceKobo: 100_000 });
    const who = buyer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        podCheckout(p.productId, { ...who, email: `same${phoneSeq}-${i}@example.ng` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    expect(await stockOf(p.id)).toBe(18);
  });

  it('makes one order for one Idempotency-Key, however often it is sent', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 100_000 });
    const who = buyer();
    const headers = { 'idempotency-key': `pod-key-${Date.now()}-abcdef` };
    const [a, b] = await Promise.all([
      podCheckout(p.productId, who, { headers }),
      podCheckout(p.productId, who, { headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().orderNumber).toBe(b.json().orderNumber);
    expect(await stockOf(p.id)).toBe(4);
    const changed = await podCheckout(p.productId, who, { headers, quantity: 2 });
    expect(changed.statusCode).toBe(422);
  });
});

describe('a pay-on-delivery order after checkout', () => {
  it('moves to processing, shipped and delivered, recording how the money was collected', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const { orderNumber } = (await podCheckout(p.productId, buyer())).json();
    const { id } = await orderByNumber(orderNumber);

    expect((await setStatus(id, { status: 'processing' })).statusCode).toBe(200);
    expect((await setStatus(id, { status: 'shipped', courier: 'rider' })).statusCode).toBe(200);
    const uncollected = await setStatus(id, { status: 'delivered' });
    expect(uncollected.statusCode).toBe(400);
    expect(uncollected.json().message).toBe(messages.payOnDelivery.collectedRequired);
    expect((await orderByNumber(orderNumber)).status).toBe('shipped');

    const delivered = await setStatus(id, { status: 'delivered', collected: 'pos' });
    expect(delivered.statusCode).toBe(200);
    const order = delivered.json<{ order: Order }>().order;
    expect(order.status).toBe('delivered');
    expect(order.payOnDelivery?.collectedVia).toBe('pos');
    expect(order.paidAt).not.toBeNull();
    const row = await orderByNumber(orderNumber);
    expect(row.collectedAt).toEqual(row.paidAt);
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
    expect(events.map((e) => e.toStatus)).toEqual(['pay_on_delivery', 'processing', 'shipped', 'delivered']);
  });

  it('refuses "collected" on an online order and on any step but delivery', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const { orderNumber } = (await podCheckout(p.productId, buyer())).json();
    const { id } = await orderByNumber(orderNumber);
    const early = await setStatus(id, { status: 'processing', collected: 'cash' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(messages.payOnDelivery.collectedOnlyOnDelivery);
    expect((await orderByNumber(orderNumber)).status).toBe('pay_on_delivery');
    const unknown = await setStatus(id, { status: 'processing', collected: 'cheque' });
    expect(unknown.statusCode).toBe(400);
  });

  it('gives its stock back when cancelled', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const { orderNumber } = (await podCheckout(p.productId, buyer(), { quantity: 3 })).json();
    expect(await stockOf(p.id)).toBe(2);
    const { id } = await orderByNumber(orderNumber);
    expect((await setStatus(id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(5);
  });

  it('is counted in the overview only once collected, and its status count reads pay_on_delivery', async () => {
    const before = await overview();
    const p = await createProduct(t.db, { stock: 5, priceKobo: 1_000_000 });
    const { orderNumber } = (await podCheckout(p.productId, buyer())).json();
    const { id } = await orderByNumber(orderNumber);
    const placed = await overview();
    expect(placed.sales.today.sales).toBe(before.sales.today.sales);
    expect(placed.ordersByStatus.pay_on_delivery).toBe(before.ordersByStatus.pay_on_delivery + 1);

    for (const status of ['processing', 'shipped'])
      await setStatus(id, { status, courier: status === 'shipped' ? 'rider' : undefined });
    expect((await overview()).sales.today.sales).toBe(before.sales.today.sales);
    await setStatus(id, { status: 'delivered', collected: 'cash' });
    const collected = await overview();
    expect(Math.round(collected.sales.today.sales * 100)).toBe(
      Math.round(before.sales.today.sales * 100) + 1_700_000,
    );
    expect(collected.sales.today.orders).toBe(before.sales.today.orders + 1);
  });
});

describe('pay on delivery and the checkout rate limit', () => {
  it("counts a guest's pay-on-delivery orders against RATE_CHECKOUT_PER_IP", async () => {
    const limited = await buildTestApp({ RATE_CHECKOUT_PER_IP: '2' });
    const boss = await createUser(limited.db, { role: 'admin' });
    await limited.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: boss.auth,
      payload: { payment: { payOnDelivery: lagosOnly } },
    });
    const p = await createProduct(limited.db, { stock: 10, priceKobo: 100_000 });
    const send = (delivery: object) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        payload: {
          items: [{ productId: p.productId, colorId: null, quantity: 1 }],
          delivery,
          transportOption: 'GIG',
          paymentMethod: 'pay_on_delivery',
        },
      });
    expect((await send(buyer())).statusCode).toBe(200);
    expect((await send(buyer())).statusCode).toBe(200);
    expect((await send(buyer())).statusCode).toBe(429);
  });
});
