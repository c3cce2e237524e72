import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { auditLog, colors, orderItems, orders, orderStatusEvents, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { confirm, mailsTo, startCheckout } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { paidDepsOf } from '../payments/payment-deps.ts';
import { recheckPendingOrders } from '../payments/pending-recheck.ts';
import { landSandboxPayments } from '../payments/sandbox-bank.ts';
import { releaseDueHolds } from '../stock/hold-expiry.ts';

// Payment links (decision 48): a chat order, or a web checkout left unpaid, gets /pay/<token>;
// whoever holds it pays the order once, by the checkout's own settlement, until the link closes.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', HOLD_UNITS_PER_BUYER: '1000' });
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const sales = await createUser(t.db, { role: 'sales', username: 'tolu_sales' });
const fulfilment = await createUser(t.db, { role: 'fulfilment', username: 'femi_fulfil' });

const HOUR = 3_600_000;
const lipstick = await createProduct(t.db, {
  name: 'Velvet Lip',
  priceKobo: 850_000,
  colors: [
    { name: 'Espresso', code: '#6B3E26', stock: 50 },
    { name: 'Berry', code: '#9b1b30', stock: 50 },
  ],
});
const [espresso, berry] = lipstick.colorRows;

const chatOrder = (customer: object = { name: 'Amaka Nwosu', phone: '0803 555 0101' }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: sales.auth,
    payload: {
      items: [
        { productId: lipstick.productId, colorId: espresso!.id, quantity: 1 },
        { productId: lipstick.productId, colorId: berry!.id, quantity: 2 },
      ],
      customer,
      delivery: { address: '12 Airport Road', state: 'Edo', city: 'Oredo', transportOption: 'BENIN' },
      channel: 'whatsapp',
      payment: { method: 'link' },
    },
  });

type Made = { order: { id: string; orderNumber: string; status: string; amount: number; payLink: string } };
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const view = (token: string) => t.app.inject({ url: `/api/pay/${token}` });
const makeLink = (id: string, headers = owner.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/pay-link`, headers });
const shadeStock = async () =>
  (
    await t.db
      .select({ name: colors.name, stock: colors.stock })
      .from(colors)
      .where(eq(colors.productId, lipstick.id))
      .orderBy(colors.name)
  ).map((r) => [r.name, r.stock]);
const setSettings = (payment: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: owner.auth, payload: { payment } });
const paidEvents = async (id: string) =>
  (
    await t.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, id), eq(orderStatusEvents.toStatus, 'paid')))
  ).length;

describe('payment links', () => {
  it('a WhatsApp order paid by link: held, shown to whoever holds the link, paid once however often it is tried', async () => {
    const before = await shadeStock();
    const res = await chatOrder({ name: 'Amaka Nwosu', phone: '0803 555 0101', email: 'amaka@example.ng' });
    expect(res.statusCode).toBe(201);
    const { order } = res.json<Made>();
    expect(order.status).toBe('pending');
    expect(order.payLink).toMatch(/^http:\/\/localhost:\d+\/pay\/[A-Za-z0-9_-]{43}$/);
    // Held for the link: the stock is down now, and no receipt goes before the money.
    expect(await shadeStock()).toEqual([
      ['Berry', (before[0]![1] as number) - 2],
      ['Espresso', (before[1]![1] as number) - 1],
    ]);
    expect(await mailsTo(t, 'amaka@example.ng')).toHaveLength(0);

    const page = await view(tokenOf(order.payLink));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const shown = page.json<PayLinkView>();
    expect(shown.order).toMatchObject({
      orderNumber: order.orderNumber,
      amount: order.amount,
      pickup: false,
    });
    expect(shown.order.items.map((i) => [i.color?.name, i.quantity])).toEqual([
      ['Espresso', 1],
      ['Berry', 2],
    ]);
    expect(shown.payment).toMatchObject({
      amount: order.amount,
      provider: 'sandbox',
      email: 'amaka@example.ng',
    });
    const hours = (Date.parse(shown.expiresAt) - Date.now()) / HOUR;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // Paid by card in the sandbox, then confirmed twice (a double tap, a retry).
    const { reference } = shown.payment;
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/charge',
      payload: { reference, channel: 'card' },
    });
    expect(charge.json()).toMatchObject({ status: 'success' });
    const [first, second] = await Promise.all([confirm(t, reference), confirm(t, reference)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await paidEvents(order.id)).toBe(1);
    // The stock moved once: at the order, not again at the payment.
    expect(await shadeStock()).toEqual([
      ['Berry', (before[0]![1] as number) - 2],
      ['Espresso', (before[1]![1] as number) - 1],
    ]);
    expect(await mailsTo(t, 'amaka@example.ng')).toHaveLength(1);

    // Paid: the link says so, and offers nothing more to pay.
    const after = await view(tokenOf(order.payLink));
    expect(after.statusCode).toBe(410);
    expect(after.json()).toMatchObject({ message: 'This order has already been paid. Thank you!' });
    // Staff see it paid; a new link for it is refused.
    expect((await makeLink(order.id)).statusCode).toBe(409);
  });

  it('pays by bank transfer: the sandbox bank lands it without the page, by the checkout’s path', async () => {
    expect((await setSettings({ channels: ['card', 'bank_transfer'] })).statusCode).toBe(200);
    const { order } = (await chatOrder()).json<Made>();
    const shown = (await view(tokenOf(order.payLink))).json<PayLinkView>();
    // A chat customer without an e-mail: the provider gets one named after her phone.
    expect(shown.payment.email).toBe('customer-2348035550101@localhost');
    expect(shown.payment.channels).toEqual(['card', 'bank_transfer']);
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/charge',
      payload: { reference: shown.payment.reference, channel: 'bank_transfer' },
    });
    expect(charge.json()).toMatchObject({ status: 'pending' });
    await landSandboxPayments(paidDepsOf(t.app), t.app.payments, new Date(Date.now() + 10_000));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
    expect((await view(tokenOf(order.payLink))).statusCode).toBe(410);
  });

  it('an expired link answers 410, gives the stock back when it closes, and the order expires only then', async () => {
    const before = await shadeStock();
    const { order } = (await chatOrder()).json<Made>();
    const token = tokenOf(order.payLink);
    // 50 hours on: past the checkout's 48, but the link (48 h from now) is still open.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 50 * HOUR) })
      .where(eq(orders.id, order.id));
    await recheckPendingOrders(paidDepsOf(t.app), t.app.payments, new Date());
    expect((await view(token)).statusCode).toBe(200);

    // The link's time comes: the hold goes back, the page says so, the re-check expires it.
    const later = new Date(Date.now() + 49 * HOUR);
    await releaseDueHolds(t.db, later);
    expect(await shadeStock()).toEqual(before);
    await t.db
      .update(orders)
      .set({ payLinkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const closed = await view(token);
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toMatchObject({
      message: 'This payment link has expired. Please ask the shop for a new one.',
    });
    await t.db
      .update(orders)
      .set({ nextCheckAt: new Date(0) })
      .where(eq(orders.id, order.id));
    await recheckPendingOrders(paidDepsOf(t.app), t.app.payments, new Date());
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('expired');
  });

  it('a web checkout left unpaid gets a link: its stock held again, one link however often asked, recorded', async () => {
    const checkout = await startCheckout(t, {}, 'chioma@example.ng');
    const [row] = await t.db.select().from(orders).where(eq(orders.reference, checkout.reference));
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    const productId = line!.productId!;
    const stock = async () =>
      (await t.db.select({ s: products.stock }).from(products).where(eq(products.id, productId)))[0]!.s;
    // Its 30-minute hold ran out: the stock went back.
    const held = await stock();
    await releaseDueHolds(t.db, new Date(Date.now() + 2 * HOUR));
    const free = await stock();
    expect(free).toBe(held === null ? null : held + 2);

    const made = await makeLink(row!.id, sales.auth);
    expect(made.statusCode).toBe(200);
    const link = made.json<{ url: string; expiresAt: string }>();
    expect(await stock()).toBe(free === null ? null : free - 2);
    const again = await makeLink(row!.id);
    expect(again.json()).toEqual(link);
    expect(await stock()).toBe(free === null ? null : free - 2);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, row!.id));
    expect(entries.map((e) => [e.kind, e.actorName])).toEqual([['order.pay_link', 'tolu_sales']]);

    // The admin's order shows its open link.
    const listed = await t.app.inject({
      url: '/api/order/orders?status=pending&limit=500',
      headers: owner.auth,
    });
    const shown = listed
      .json<{ data: { _id: string; payLink?: { path: string } }[] }>()
      .data.find((o) => o._id === row!.id);
    expect(shown!.payLink!.path).toBe(new URL(link.url).pathname);
  });

  it('refuses what is not a link: an unknown token 404, a cancelled order 410, staff without take_orders 403', async () => {
    const unknown = await view('not-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining('not valid') });

    const { order } = (await chatOrder()).json<Made>();
    expect((await makeLink(order.id, fulfilment.auth)).statusCode).toBe(403);
    expect((await makeLink('12345')).statusCode).toBe(404);
    // Staff cannot cancel an unpaid order (payment owns `pending`); an order can still end cancelled.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const closed = await view(tokenOf(order.payLink));
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toMatchObject({
      message: 'This order was cancelled, so it can no longer be paid.',
    });
  });

  it('keeps the link’s hours in the settings: 48 by default, 1 to 168, recorded', async () => {
    const read = await t.app.inject({ url: '/api/admin/settings', headers: owner.auth });
    expect(read.json().settings.payment.linkHours).toBe(48);
    const bad = await setSettings({ linkHours: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter how long payment links last as whole hours from 1 to 168');
    expect((await setSettings({ linkHours: 24 })).statusCode).toBe(200);
    const { order } = (await chatOrder()).json<Made>();
    const shown = (await view(tokenOf(order.payLink))).json<PayLinkView>();
    expect((Date.parse(shown.expiresAt) - Date.now()) / HOUR).toBeCloseTo(24, 1);
  });
});
