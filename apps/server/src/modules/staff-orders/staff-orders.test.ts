import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { auditLog, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { latestMailTo } from '../../testing/order-helpers.ts';

// POST /api/admin/orders: orders staff take in WhatsApp, Instagram, on the phone or at the
// counter go into the same orders and stock as the website's, with who took them.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', HOLD_UNITS_PER_BUYER: '1000' });
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const sales = await createUser(t.db, { role: 'sales', username: 'tolu_sales' });

const lipstick = await createProduct(t.db, {
  name: 'Velvet Lip',
  priceKobo: 850_000,
  colors: [
    { name: 'Espresso', code: '#6B3E26' },
    { name: 'Berry', code: '#9b1b30' },
  ],
});
const [espresso, berry] = lipstick.colorRows;

const benin = { address: '12 Airport Road', state: 'Edo', city: 'Oredo', transportOption: 'BENIN' };
const whatsappOrder = (overrides: Record<string, unknown> = {}) => ({
  items: [
    { productId: lipstick.productId, colorId: espresso!.id, quantity: 1 },
    { productId: lipstick.productId, colorId: berry!.id, quantity: 2 },
  ],
  customer: { name: 'Amaka Nwosu', phone: '0803 555 0101', email: 'amaka@example.ng' },
  delivery: benin,
  channel: 'whatsapp',
  payment: { method: 'transfer', reference: 'TRF-88231' },
  ...overrides,
});

const post = (payload: unknown, headers: Record<string, string> = owner.auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders', headers, payload: payload as object });
const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const adminOrder = async (id: string) => {
  const res = await t.app.inject({ url: '/api/order/orders?status=all&limit=500', headers: owner.auth });
  return res.json<{ data: Order[] }>().data.find((o) => o._id === id)!;
};

describe('POST /api/admin/orders', () => {
  it('records a WhatsApp order for two shades, paid by transfer: a number, paid, at catalogue prices, with a receipt', async () => {
    const res = await post(whatsappOrder());
    expect(res.statusCode).toBe(201);
    const { order } = res.json<{
      order: { id: string; orderNumber: string; status: string; amount: number };
    }>();
    expect(order.orderNumber).toMatch(/^GN-\d+$/);
    expect(order.status).toBe('paid');
    // 3 × ₦8,500 and the Benin rider's price, whatever the client could have said.
    const listed = await adminOrder(order.id);
    expect(listed.subtotal).toBe(25_500);
    expect(order.amount).toBe(listed.subtotal + listed.transportCost);
    expect(listed).toMatchObject({
      channel: 'whatsapp',
      paidDirect: { via: 'transfer', reference: 'TRF-88231' },
      phoneNumber: '0803 555 0101',
    });
    expect(listed.items.map((i) => [i.color?.name, i.quantity])).toEqual([
      ['Espresso', 1],
      ['Berry', 2],
    ]);
    expect(await latestMailTo(t, 'amaka@example.ng')).toContain(order.orderNumber);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, order.id));
    expect(entry).toMatchObject({ kind: 'order.recorded', actorName: 'ada_owner' });
  });

  it('takes its stock from the same counts as the website, and never sells a unit twice in a race', async () => {
    const serum = await createProduct(t.db, { name: 'Last Serum', priceKobo: 500_000, stock: 3 });
    const web = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        payload: {
          items: [{ productId: serum.productId, colorId: null, quantity: 1 }],
          delivery: { ...guestDelivery, email: `buyer${n}@example.ng` },
          transportOption: 'BENIN',
        },
      });
    const counter = () =>
      post({
        items: [{ productId: serum.productId, colorId: null, quantity: 1 }],
        customer: { name: 'Walk-in customer', phone: '0812 000 0000' },
        delivery: { pickup: true },
        channel: 'walk_in',
        payment: { method: 'cash' },
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => (n % 2 ? web(n) : counter())));
    const through = answers.filter((a) => a.statusCode === 200 || a.statusCode === 201);
    expect(through).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await stockOf(serum.id)).toBe(0);
  });

  it('lets a walk-in pick up at the shop and pay by POS, with no e-mail and no delivery cost', async () => {
    const res = await post(
      whatsappOrder({
        customer: { name: 'Bisi Adeyemi', phone: '+234 805 111 2222' },
        delivery: { pickup: true },
        channel: 'walk_in',
        payment: { method: 'pos' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const listed = await adminOrder(res.json().order.id);
    expect(listed).toMatchObject({
      transportCost: 0,
      deliveryName: 'Pickup at the shop',
      channel: 'walk_in',
    });
    expect(listed.paidDirect).toEqual({ via: 'pos', reference: null });
  });

  it('applies the shop’s pay-on-delivery rules, set aside only with a reason that the audit log keeps', async () => {
    // The shop has pay on delivery off: refused whatever the reason.
    const off = await post(
      whatsappOrder({ payment: { method: 'pay_on_delivery' }, override: { reason: 'regular' } }),
    );
    expect(off.statusCode).toBe(400);
    expect(off.json().field).toBe('payment.method');

    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: owner.auth,
      payload: {
        payment: { payOnDelivery: { enabled: true, states: ['Lagos'], maxAmount: null, guests: true } },
      },
    });
    expect(settings.statusCode).toBe(200);
    const before = await orderCount();
    const edo = await post(whatsappOrder({ payment: { method: 'pay_on_delivery' } }));
    expect(edo.statusCode).toBe(400);
    expect(edo.json()).toMatchObject({ field: 'payment.method' });
    expect(edo.json().message).toMatch(/Edo/);
    expect(await orderCount()).toBe(before);

    const allowed = await post(
      whatsappOrder({
        payment: { method: 'pay_on_delivery' },
        override: { reason: 'Known customer in Benin' },
      }),
    );
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().order.status).toBe('pay_on_delivery');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, allowed.json().order.id));
    expect(entry!.after).toMatchObject({ overrideReason: 'Known customer in Benin' });
  });

  it('takes a manual discount with its reason off the total, never down to nothing', async () => {
    const res = await post(whatsappOrder({ manualDiscount: { amount: 1500, reason: 'Loyal customer' } }));
    expect(res.statusCode).toBe(201);
    const listed = await adminOrder(res.json().order.id);
    expect(listed.amount).toBe(listed.subtotal + listed.transportCost - 1500);
    const tooMuch = await post(whatsappOrder({ manualDiscount: { amount: 1_000_000, reason: 'oops' } }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().field).toBe('manualDiscount.amount');
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await orderCount();
    const stockBefore = await stockOf(lipstick.id);
    const cases: [unknown, string][] = [
      [whatsappOrder({ customer: { name: '', phone: '0803 555 0101' } }), 'customer.name'],
      [whatsappOrder({ customer: { name: 'Amaka', phone: '12345' } }), 'customer.phone'],
      [
        whatsappOrder({ customer: { name: 'Amaka', phone: '0803 555 0101', email: 'not-mail' } }),
        'customer.email',
      ],
      [whatsappOrder({ delivery: { ...benin, city: 'Ikeja' } }), 'delivery.city'],
      [whatsappOrder({ delivery: { ...benin, transportOption: 'NOPE' } }), 'delivery.transportOption'],
      [whatsappOrder({ channel: 'web' }), 'channel'],
      [whatsappOrder({ payment: { method: 'bitcoin' } }), 'payment.method'],
      [whatsappOrder({ items: [] }), 'items'],
      [whatsappOrder({ items: [{ productId: 'NO-SUCH', colorId: null, quantity: 1 }] }), 'items'],
      [whatsappOrder({ manualDiscount: { amount: 100, reason: '' } }), 'manualDiscount.reason'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, JSON.stringify(res.json())).toBe(field);
      expect(res.json().message).toBeTruthy();
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(lipstick.id)).toBe(stockBefore);
  });

  it('is for take_orders: the sales role may, fulfilment, support and customers may not', async () => {
    expect((await post(whatsappOrder(), sales.auth)).statusCode).toBe(201);
    for (const role of ['fulfilment', 'support', 'user'] as const) {
      const person = await createUser(t.db, { role });
      expect((await post(whatsappOrder(), person.auth)).statusCode, role).toBe(403);
    }
    expect((await post(whatsappOrder(), {})).statusCode).toBe(401);
  });

  it('is refunded by hand like any order paid to the shop', async () => {
    const { order } = (await post(whatsappOrder({ payment: { method: 'cash' } }))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/order/orders/${order.id}/refunds`,
      headers: owner.auth,
      payload: { amount: 1000, reason: 'One shade returned' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toMatchObject({ status: 'processed', provider: 'manual' });
    expect((await adminOrder(order.id)).refunded).toBe(1000);
  });
});
