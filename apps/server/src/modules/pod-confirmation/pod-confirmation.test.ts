import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { auditLog, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { latestMailTo, subjectsTo } from '../../testing/order-helpers.ts';
import { flagUnconfirmedOrders } from './flag-unconfirmed.ts';
import { answerPayOnDeliveryConfirmation } from './pod-confirmation.service.ts';

// Pay-on-delivery confirm and cancel: the shopper answers from the receipt's link (or a message),
// a cancel gives the goods back once, staff may confirm after a call, and an order left unanswered
// is flagged after the setting's hours.

const SHOP = 'orders@glownaija.test';
const t = await buildTestApp({
  RATE_CHECKOUT_PER_IP: '1000',
  HOLD_UNITS_PER_BUYER: '1000',
  SHOP_EMAIL: SHOP,
});
const admin = await createUser(t.db, { role: 'admin', username: 'ada_admin' });
const fulfilment = await createUser(t.db, { role: 'fulfilment', username: 'femi_fulfil' });
const support = await createUser(t.db, { role: 'support', username: 'sade_support' });

beforeAll(async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: {
      payment: { payOnDelivery: { enabled: true, states: ['Lagos'], guests: true, confirmHours: 6 } },
    },
  });
  expect(res.statusCode).toBe(200);
});

let seq = 0;
/** A guest's pay-on-delivery order of `quantity` of a product; answers the order and its e-mail. */
async function podOrder(productId: string, quantity = 1) {
  seq += 1;
  const email = `pod${seq}@example.ng`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId, colorId: null, quantity }],
      delivery: {
        name: 'Tolu Ade',
        email,
        address: '4 Allen Avenue',
        state: 'Lagos',
        city: 'Ikeja',
        phoneNumber: `0802 555 ${String(2000 + seq)}`,
      },
      transportOption: 'GIG',
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(res.statusCode).toBe(200);
  const number = Number(String(res.json().orderNumber).replace('GN-', ''));
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, number));
  return { id: row!.id, orderNumber: res.json().orderNumber as string, email };
}

/** The confirm page's token, read from the receipt as the shopper would follow it. */
async function tokenFromMail(email: string) {
  const mail = await latestMailTo(t, email);
  const token = /\/orders\/confirm\/([\w.-]+)/.exec(mail)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const answer = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/order/pay-on-delivery/${token}`, payload });
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const listedOrders = async (query: string) =>
  (await t.app.inject({ url: `/api/order/orders?status=all&${query}`, headers: admin.auth })).json<{
    data: Order[];
  }>().data;
/** The order's answer as the admin's list shows it. */
const confirmationOf = async (orderNumber: string) =>
  (await listedOrders(`q=${orderNumber}`)).find((o) => o.orderNumber === orderNumber)?.payOnDelivery;
const setStatus = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/orders/${id}/status`, headers: admin.auth, payload });
const listed = async (query: string) => (await listedOrders(query)).map((o) => o.orderNumber);

describe('pay-on-delivery confirm and cancel', () => {
  it('the receipt carries confirm and cancel links, the page shows the order, and confirm marks it confirmed', async () => {
    const p = await createProduct(t.db, { name: 'Shea Butter', stock: 5, priceKobo: 500_000 });
    const order = await podOrder(p.productId);
    const mail = await latestMailTo(t, order.email);
    expect(mail).toContain(`${messages.podConfirmation.confirm}: http`);
    expect(mail).toContain(`${messages.podConfirmation.cancel}: http`);
    const token = await tokenFromMail(order.email);

    const page = await t.app.inject({ url: `/api/order/pay-on-delivery/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      orderNumber: order.orderNumber,
      confirmation: 'unconfirmed',
      open: true,
      items: [expect.objectContaining({ productName: 'Shea Butter', quantity: 1 })],
    });

    const res = await answer(token, { answer: 'confirm' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ confirmation: 'confirmed', message: messages.podConfirmation.confirmed });
    expect(await confirmationOf(order.orderNumber)).toMatchObject({
      confirmation: 'confirmed',
      answeredVia: 'link',
    });
    // The same answer again changes nothing and answers the same.
    expect((await answer(token, { answer: 'confirm' })).json().confirmation).toBe('confirmed');
    expect(await stockOf(p.id)).toBe(4);
  });

  it('cancel cancels the order and gives its stock back exactly once, even posted twice; shopper and shop are told', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 500_000 });
    const order = await podOrder(p.productId, 2);
    expect(await stockOf(p.id)).toBe(3);
    const token = await tokenFromMail(order.email);

    const [first, second] = await Promise.all([
      answer(token, { answer: 'cancel' }),
      answer(token, { answer: 'cancel' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().message).toBe(messages.podConfirmation.cancelled);
    expect((await answer(token, { answer: 'cancel' })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(5);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', podConfirmation: 'cancelled', podAnsweredVia: 'link' });
    expect((await subjectsTo(t, order.email)).filter((s) => s.includes('has been cancelled'))).toHaveLength(
      1,
    );
    expect(
      (await subjectsTo(t, SHOP)).filter((s) => s.includes(`${order.orderNumber} was cancelled`)),
    ).toHaveLength(1);

    // Cancelled, it is never confirmed again; the page says it takes no more answers.
    const late = await answer(token, { answer: 'confirm' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.podConfirmation.alreadyCancelled);
    expect((await t.app.inject({ url: `/api/order/pay-on-delivery/${token}` })).json().open).toBe(false);
  });

  it('a confirmed order may still be cancelled until it ships; after shipping any new answer is 409', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 500_000 });
    const order = await podOrder(p.productId);
    const token = await tokenFromMail(order.email);
    expect((await answer(token, { answer: 'confirm' })).statusCode).toBe(200);
    expect((await setStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
    expect((await setStatus(order.id, { status: 'shipped', courier: 'gig' })).statusCode).toBe(200);

    const res = await answer(token, { answer: 'cancel' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.podConfirmation.closed);
    expect(await stockOf(p.id)).toBe(4);

    const other = await podOrder(p.productId);
    const otherToken = await tokenFromMail(other.email);
    expect((await answer(otherToken, { answer: 'confirm' })).statusCode).toBe(200);
    expect((await answer(otherToken, { answer: 'cancel' })).json().confirmation).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(4);
  });

  it('an unknown or forged token is 404 and a bad answer 400, changing nothing', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 500_000 });
    const order = await podOrder(p.productId);
    const token = await tokenFromMail(order.email);
    const forged = `${token.slice(0, -2)}xx`;
    for (const bad of ['nonsense', forged, 'review.abc.def']) {
      const res = await answer(bad, { answer: 'cancel' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.podConfirmation.linkNotFound);
      expect((await t.app.inject({ url: `/api/order/pay-on-delivery/${bad}` })).statusCode).toBe(404);
    }
    expect((await answer(token, { answer: 'maybe' })).statusCode).toBe(400);
    expect(await stockOf(p.id)).toBe(4);
    expect((await confirmationOf(order.orderNumber))?.confirmation).toBe('unconfirmed');
  });

  it('a WhatsApp or SMS answer goes through the same service and is recorded as such', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 500_000 });
    const order = await podOrder(p.productId);
    const deps = { db: t.db, mail: { shopName: 'Glow Naija', shopUrl: 'http://shop.test', shopEmail: SHOP } };
    const res = await answerPayOnDeliveryConfirmation(deps, {
      orderId: order.id,
      answer: 'confirm',
      via: 'whatsapp',
    });
    expect(res.confirmation).toBe('confirmed');
    expect(await confirmationOf(order.orderNumber)).toMatchObject({
      confirmation: 'confirmed',
      answeredVia: 'whatsapp',
    });
  });

  it('staff mark an order confirmed after a call, recorded in the audit log; support may not', async () => {
    const p = await createProduct(t.db, { stock: 5, priceKobo: 500_000 });
    const order = await podOrder(p.productId);
    const url = `/api/order/orders/${order.id}/pay-on-delivery/confirm`;
    expect((await t.app.inject({ method: 'POST', url, headers: support.auth })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: fulfilment.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.payOnDelivery).toMatchObject({ confirmation: 'confirmed', answeredVia: 'staff' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'order.pod_confirmed'));
    expect(entries).toEqual([
      expect.objectContaining({
        actorName: 'femi_fulfil',
        summary: `Order ${order.orderNumber}: pay on delivery confirmed by staff`,
      }),
    ]);
  });

  it('an order still unconfirmed after the setting’s hours is flagged once, and the list filters by answer', async () => {
    const p = await createProduct(t.db, { stock: 20, priceKobo: 500_000 });
    const waiting = await podOrder(p.productId);
    const confirmed = await podOrder(p.productId);
    await answer(await tokenFromMail(confirmed.email), { answer: 'confirm' });

    const soon = new Date(Date.now() + 5 * 3_600_000);
    const later = new Date(Date.now() + 6 * 3_600_000 + 60_000);
    await flagUnconfirmedOrders(t.db, soon);
    expect((await confirmationOf(waiting.orderNumber))?.flaggedAt).toBeNull();
    expect(await flagUnconfirmedOrders(t.db, later)).toBeGreaterThanOrEqual(1);
    const flaggedAt = (await confirmationOf(waiting.orderNumber))?.flaggedAt;
    expect(flaggedAt).toBe(later.toISOString());
    expect(await flagUnconfirmedOrders(t.db, new Date(later.getTime() + 60_000))).toBe(0);
    expect((await confirmationOf(confirmed.orderNumber))?.flaggedAt).toBeNull();

    expect(await listed('confirmation=flagged')).toContain(waiting.orderNumber);
    expect(await listed('confirmation=flagged')).not.toContain(confirmed.orderNumber);
    expect(await listed('confirmation=confirmed')).toContain(confirmed.orderNumber);
    expect(await listed('confirmation=confirmed')).not.toContain(waiting.orderNumber);
    expect(await listed('confirmation=unconfirmed')).toContain(waiting.orderNumber);
  });

  it('the hours are a setting from 1 to 168', async () => {
    const put = (confirmHours: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: { payment: { payOnDelivery: { confirmHours } } },
      });
    expect((await put(0)).json().message).toBe(messages.settings.confirmHours);
    expect((await put(169)).statusCode).toBe(400);
    const ok = await put(48);
    expect(ok.json().settings.payment.payOnDelivery.confirmHours).toBe(48);
    expect((await put(6)).statusCode).toBe(200);
  });
});
