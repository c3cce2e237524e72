import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { messageRecipients, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { startTermiiStandIn } from '../../testing/termii-stand-in.ts';
import { signedWhatsAppCall, startWhatsAppStandIn } from '../../testing/whatsapp-stand-in.ts';
import { deliverDueOrderMessages } from '../order-messages/order-message-worker.ts';

// A pay-on-delivery order's WhatsApp message asks its shopper to confirm with reply buttons (a
// template's quick replies outside the 24-hour window), its SMS carries the confirm page, and a
// tap that comes back to the signed webhook from the order's own phone answers it (decision 53).

const whatsapp = await startWhatsAppStandIn();
const termii = await startTermiiStandIn();
const t = await buildTestApp({
  ...whatsapp.config(),
  ...termii.config(),
  RATE_CHECKOUT_PER_IP: '1000',
  HOLD_UNITS_PER_BUYER: '1000',
});
const admin = await createUser(t.db, { role: 'admin', username: 'ada_admin' });
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const settings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload });
expect(
  (
    await settings({
      messages: { whatsapp: true, sms: true },
      payment: { payOnDelivery: { enabled: true, states: ['Lagos'], guests: true } },
    })
  ).statusCode,
).toBe(200);
const send = () => deliverDueOrderMessages({ db: t.db, config: t.config, log: quiet });

let seq = 0;
/** A guest's pay-on-delivery order of `quantity`; its phone as typed and as WhatsApp writes it. */
async function podOrder(productId: string, quantity = 1) {
  seq += 1;
  const local = `0803666${String(seq).padStart(4, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId, colorId: null, quantity }],
      delivery: {
        name: 'Tolu Ade',
        email: `tolu${seq}@example.ng`,
        address: '4 Allen Avenue',
        state: 'Lagos',
        city: 'Ikeja',
        phoneNumber: local,
      },
      transportOption: 'GIG',
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderNumber = res.json<{ orderNumber: string }>().orderNumber;
  const [row] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, Number(orderNumber.replace('GN-', ''))));
  return { id: row!.id, orderNumber, digits: `234${local.slice(1)}` };
}

/** The customer wrote to the shop just now: her 24-hour window is open. */
const wrote = (digits: string) =>
  t.db.insert(messageRecipients).values({ phone: digits, lastInboundAt: new Date() });
const whatsAppTo = (digits: string) => whatsapp.sent.filter((m) => m.to === `+${digits}`);
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const answerOf = async (orderNumber: string) =>
  (await t.app.inject({ url: `/api/order/orders?status=all&q=${orderNumber}`, headers: admin.auth }))
    .json<{ data: Order[] }>()
    .data.find((o) => o.orderNumber === orderNumber)?.payOnDelivery;

const post = (call: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', ...call });
const seconds = () => Math.floor(Date.now() / 1000);
/** A tapped reply button of an interactive message, as Meta posts it. */
const tapped = (from: string, id: string) =>
  signedWhatsAppCall({
    contacts: [{ profile: { name: 'Tolu' }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.TAP${seconds()}${id}${from}`,
        timestamp: String(seconds()),
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id, title: 'Confirm order' } },
        context: { from: '15550783881', id: 'wamid.STANDIN1' },
      },
    ],
  });
/** A tapped quick reply of a template message, as Meta posts it. */
const quickReply = (from: string, payload: string, text: string) =>
  signedWhatsAppCall({
    contacts: [{ profile: { name: 'Tolu' }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.QR${seconds()}${payload}${from}`,
        timestamp: String(seconds()),
        type: 'button',
        button: { payload, text },
      },
    ],
  });

describe('pay-on-delivery confirmation by WhatsApp', () => {
  it('inside the window the message carries Confirm and Cancel buttons; a signed tap from her phone confirms', async () => {
    const p = await createProduct(t.db, { name: 'Shea Butter', stock: 5, priceKobo: 500_000 });
    const order = await podOrder(p.productId);
    await wrote(order.digits);
    await send();
    const [message] = whatsAppTo(order.digits);
    expect(message?.type).toBe('interactive');
    expect(message?.interactive?.body?.text).toContain(`/orders/confirm/`);
    expect(message?.interactive?.action?.buttons).toEqual([
      { type: 'reply', reply: { id: `confirm-${order.orderNumber}`, title: 'Confirm order' } },
      { type: 'reply', reply: { id: `cancel-${order.orderNumber}`, title: 'Cancel order' } },
    ]);

    const res = await post(tapped(order.digits, `confirm-${order.orderNumber}`));
    expect(res.statusCode).toBe(200);
    expect(await answerOf(order.orderNumber)).toMatchObject({
      confirmation: 'confirmed',
      answeredVia: 'whatsapp',
    });
  });

  it('outside the window the template carries them as its quick replies; a tapped Cancel returns the stock once', async () => {
    expect(
      (
        await settings({
          messages: {
            templates: { 'confirmed-on-delivery': { name: 'pod_order', language: 'en', quickReplies: true } },
          },
        })
      ).statusCode,
    ).toBe(200);
    const p = await createProduct(t.db, { name: 'Black Soap', stock: 5, priceKobo: 300_000 });
    const order = await podOrder(p.productId, 2);
    expect(await stockOf(p.id)).toBe(3);
    await send();
    const [message] = whatsAppTo(order.digits);
    expect(message?.type).toBe('template');
    expect(message?.template).toMatchObject({
      name: 'pod_order',
      components: [
        { type: 'body' },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: 0,
          parameters: [{ type: 'payload', payload: `confirm-${order.orderNumber}` }],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: 1,
          parameters: [{ type: 'payload', payload: `cancel-${order.orderNumber}` }],
        },
      ],
    });

    const cancel = quickReply(order.digits, `cancel-${order.orderNumber}`, 'Cancel order');
    expect((await post(cancel)).statusCode).toBe(200);
    // Meta repeats webhook calls; a second tap is the same answer.
    expect((await post(cancel)).statusCode).toBe(200);
    expect(await answerOf(order.orderNumber)).toMatchObject({
      confirmation: 'cancelled',
      answeredVia: 'whatsapp',
    });
    expect(await stockOf(p.id)).toBe(5);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
  });

  it('a template approved without quick replies is sent without them', async () => {
    await settings({
      messages: { templates: { 'confirmed-on-delivery': { quickReplies: false } } },
    });
    const p = await createProduct(t.db, { name: 'Cocoa Butter', stock: 5, priceKobo: 300_000 });
    const order = await podOrder(p.productId);
    await send();
    const [message] = whatsAppTo(order.digits);
    expect(message?.template).toMatchObject({ name: 'pod_order', components: [{ type: 'body' }] });
    expect((message?.template as { components: unknown[] }).components).toHaveLength(1);
  });

  it('the SMS carries the confirm page', async () => {
    const p = await createProduct(t.db, { name: 'Aloe Gel', stock: 5, priceKobo: 300_000 });
    const order = await podOrder(p.productId);
    // Not a WhatsApp number: the SMS goes instead.
    whatsapp.failFor(order.digits, 131026);
    await wrote(order.digits);
    await send();
    const sms = termii.sent.filter((m) => m.to === order.digits);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.sms).toMatch(
      /Please confirm your order, or cancel it, here: http\S+\/orders\/confirm\/\S+/,
    );
  });

  it('a tap from another number changes nothing', async () => {
    const p = await createProduct(t.db, { name: 'Rose Water', stock: 5, priceKobo: 300_000 });
    const order = await podOrder(p.productId);
    const stranger = '2348039999999';
    expect((await post(tapped(stranger, `confirm-${order.orderNumber}`))).statusCode).toBe(200);
    expect((await post(quickReply(stranger, `cancel-${order.orderNumber}`, 'Cancel order'))).statusCode).toBe(
      200,
    );
    expect(await answerOf(order.orderNumber)).toMatchObject({
      confirmation: 'unconfirmed',
      answeredVia: null,
    });
    expect(await stockOf(p.id)).toBe(4);
  });
});
