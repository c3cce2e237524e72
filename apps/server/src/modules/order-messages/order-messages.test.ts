import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messageRecipients, orderMessages, outbox } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { confirm } from '../../testing/checkout-helpers.ts';
import { paidGuestOrder, setOrderStatus } from '../../testing/order-helpers.ts';
import { startTermiiStandIn } from '../../testing/termii-stand-in.ts';
import { startWhatsAppStandIn } from '../../testing/whatsapp-stand-in.ts';
import { deliverDueOrderMessages } from './order-message-worker.ts';
import { WINDOW_MS } from './send-order-message.ts';

// Order messages by WhatsApp and SMS (decision 51), against local stand-ins of Meta's Cloud API
// and Termii: each event's message goes once, by the right channel, with the right content.

const whatsapp = await startWhatsAppStandIn();
const termii = await startTermiiStandIn();
const t = await buildTestApp({ ...whatsapp.config(), ...termii.config(), HOLD_UNITS_PER_BUYER: '1000' });
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const lipstick = await createProduct(t.db, { name: 'Velvet Lip', priceKobo: 850_000, stock: 500 });

const settings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: owner.auth, payload });
await settings({
  messages: { whatsapp: true, sms: true },
  payment: { payOnDelivery: { enabled: true, states: ['Edo'], maxAmount: null, guests: true } },
});

const send = (now?: () => Date) =>
  deliverDueOrderMessages({ db: t.db, config: t.config, log: quiet }, { now });

let phones = 100;
/** A new customer's number each time, as typed (0803…) and as the providers take it (234…). */
function newPhone() {
  phones++;
  const local = `0803555${String(phones).padStart(4, '0')}`;
  return { local, digits: `234${local.slice(1)}` };
}

type Taken = { order: { id: string; orderNumber: string; payLink?: string } };
async function chatOrder(phone: string, payment: object, email = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: owner.auth,
    payload: {
      items: [{ productId: lipstick.productId, colorId: null, quantity: 1 }],
      customer: { name: 'Amaka Nwosu', phone, ...(email && { email }) },
      delivery: { address: '12 Airport Road', state: 'Edo', city: 'Oredo', transportOption: 'BENIN' },
      channel: 'whatsapp',
      payment,
    },
  });
  if (res.statusCode !== 201) throw new Error(`order not taken: ${res.body}`);
  return res.json<Taken>().order;
}

const whatsAppTo = (digits: string) => whatsapp.sent.filter((m) => m.to === `+${digits}`);
const smsTo = (digits: string) => termii.sent.filter((m) => m.to === digits);
const logOf = async (orderId: string) =>
  (await t.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId))).map((r) => ({
    kind: r.kind,
    channel: r.channel,
    status: r.status,
  }));
/** The customer wrote to the shop at `at` (as the webhook records it): her 24-hour window is open. */
const wrote = (digits: string, at = new Date()) =>
  t.db.insert(messageRecipients).values({ phone: digits, lastInboundAt: at });

describe('each order event sends one WhatsApp message', () => {
  it('confirmed (paid), shipped with its tracking link, delivered and refunded: text inside the window, each once', async () => {
    const { local, digits } = newPhone();
    await wrote(digits);
    const order = await chatOrder(local, { method: 'cash' });
    expect(await setOrderStatus(t, owner.auth, order.id, 'processing')).toMatchObject({ statusCode: 200 });
    const shipped = await setOrderStatus(t, owner.auth, order.id, 'shipped', {
      courier: 'dhl',
      trackingNumber: 'JD0146',
    });
    expect(shipped.statusCode).toBe(200);
    expect(await setOrderStatus(t, owner.auth, order.id, 'delivered')).toMatchObject({ statusCode: 200 });
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/order/orders/${order.id}/refunds`,
      headers: owner.auth,
      payload: { amount: 1000, reason: 'A shade was missing' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    expect(await send()).toEqual({ done: 4, retrying: 0 });
    expect(await send(), 'nothing is sent twice').toEqual({ done: 0, retrying: 0 });
    const texts = whatsAppTo(digits).map((m) => ({ type: m.type, body: m.text?.body }));
    expect(texts).toHaveLength(4);
    expect(texts.every((m) => m.type === 'text')).toBe(true);
    expect(texts[0]!.body).toContain(
      `We have received your payment of ₦11,000 for order ${order.orderNumber}`,
    );
    expect(texts[1]!.body).toContain(`is on its way to you with DHL`);
    expect(texts[1]!.body).toContain('tracking-id=JD0146');
    expect(texts[2]!.body).toContain(`order ${order.orderNumber} has been delivered`);
    expect(texts[3]!.body).toContain(`we have refunded ₦1,000 on your Glow Naija order ${order.orderNumber}`);
    expect(smsTo(digits)).toEqual([]);
    expect(await logOf(order.id)).toEqual(
      ['confirmed-paid', 'shipped', 'delivered', 'refunded'].map((kind) => ({
        kind,
        channel: 'whatsapp',
        status: 'sent',
      })),
    );
  });

  it('a web checkout paid online: one confirmation however often the payment is confirmed', async () => {
    const digits = '2348031234567'; // the checkout helpers' guest, 0803 123 4567
    await wrote(digits);
    const { order } = await paidGuestOrder(t, 'web.buyer@example.ng');
    expect((await confirm(t, order.transactionId)).statusCode).toBe(200);
    await send();
    const sent = whatsAppTo(digits).filter((m) => m.text?.body.includes(order.orderNumber));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text!.body).toContain('We have received your payment');
  });

  it('confirmed to pay on delivery, outside the window: the template set for it, with its parameters in order', async () => {
    const saved = await settings({
      messages: {
        templates: { 'confirmed-on-delivery': { name: 'order_pod_confirmed', language: 'en_GB' } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const { local, digits } = newPhone();
    await wrote(digits, new Date(Date.now() - WINDOW_MS - 60_000));
    const order = await chatOrder(local, { method: 'pay_on_delivery' });
    await send();
    expect(whatsAppTo(digits)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `+${digits}`,
        type: 'template',
        template: {
          name: 'order_pod_confirmed',
          language: { code: 'en_GB' },
          components: [
            {
              type: 'body',
              parameters: [
                'Amaka Nwosu',
                order.orderNumber,
                '₦11,000',
                expect.stringMatching(/^http.*\/order\//),
              ].map((text) => ({ type: 'text', text })),
            },
          ],
        },
      },
    ]);
  });

  it('a payment link for a chat order goes by WhatsApp with the link', async () => {
    const { local, digits } = newPhone();
    await wrote(digits);
    const order = await chatOrder(local, { method: 'link' });
    await send();
    const [message] = whatsAppTo(digits);
    expect(message?.text?.body).toContain(order.payLink!);
    expect(message?.text?.body).toContain(`order ${order.orderNumber} (₦11,000)`);
  });

  it('outside the window with no template set: by SMS instead, on the dnd route', async () => {
    const { local, digits } = newPhone();
    const order = await chatOrder(local, { method: 'cash' });
    await send();
    expect(whatsAppTo(digits)).toEqual([]);
    expect(smsTo(digits)).toEqual([
      {
        to: digits,
        from: 'GlowNaija',
        sms: expect.stringContaining(`order ${order.orderNumber}`),
        type: 'plain',
        channel: 'dnd',
      },
    ]);
    expect(await logOf(order.id)).toEqual([
      { kind: 'confirmed-paid', channel: 'whatsapp', status: 'failed' },
      { kind: 'confirmed-paid', channel: 'sms', status: 'sent' },
    ]);
  });
});

describe('when WhatsApp refuses', () => {
  it('an undeliverable number (131026) gets one SMS, and nothing more later', async () => {
    const { local, digits } = newPhone();
    await wrote(digits);
    whatsapp.failFor(digits, 131026);
    const order = await chatOrder(local, { method: 'cash' });
    expect(await send()).toEqual({ done: 1, retrying: 0 });
    expect(await send(() => new Date(Date.now() + 3_600_000))).toEqual({ done: 0, retrying: 0 });
    expect(whatsAppTo(digits)).toEqual([]);
    expect(smsTo(digits)).toHaveLength(1);
    const [failed] = await t.db.select().from(orderMessages).where(eq(orderMessages.orderId, order.id));
    expect(failed).toMatchObject({ channel: 'whatsapp', status: 'failed' });
    expect(failed!.error).toContain('131026');
  });

  it('131047 though the shop thought the window open: sent again as the template, one message', async () => {
    await settings({ messages: { templates: { 'confirmed-paid': { name: 'order_paid', language: 'en' } } } });
    const { local, digits } = newPhone();
    await wrote(digits);
    whatsapp.failFor(digits, 131047);
    await chatOrder(local, { method: 'cash' });
    await send();
    expect(whatsAppTo(digits).map((m) => m.type)).toEqual(['template']);
    expect(smsTo(digits)).toEqual([]);
    await settings({ messages: { templates: { 'confirmed-paid': { name: '' } } } });
  });

  it('a rate limit (130429) or an outage (131000) is retried later on the outbox schedule: one message in the end', async () => {
    const { local, digits } = newPhone();
    await wrote(digits);
    whatsapp.failFor(digits, 130429, 131000);
    const order = await chatOrder(local, { method: 'cash' });
    expect(await send()).toEqual({ done: 0, retrying: 1 });
    expect(await send(), 'not due before its retry time').toEqual({ done: 0, retrying: 0 });
    expect(await send(() => new Date(Date.now() + 60_000))).toEqual({ done: 0, retrying: 1 });
    expect(await send(() => new Date(Date.now() + 5 * 60_000))).toEqual({ done: 1, retrying: 0 });
    expect(whatsAppTo(digits)).toHaveLength(1);
    expect(smsTo(digits)).toEqual([]);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, digits));
    expect(row).toMatchObject({ attempts: 3 });
    expect(row!.sentAt).not.toBeNull();
    expect(await logOf(order.id)).toEqual([{ kind: 'confirmed-paid', channel: 'whatsapp', status: 'sent' }]);
  });

  it('then SMS refused too (4xx): a payment link goes by e-mail, once', async () => {
    const { local, digits } = newPhone();
    await wrote(digits);
    whatsapp.failFor(digits, 131026);
    termii.failFor(digits, 400);
    const email = `link.${digits}@example.ng`;
    const order = await chatOrder(local, { method: 'link' }, email);
    await send();
    await send(() => new Date(Date.now() + 3_600_000));
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Pay for your Glow Naija order ${order.orderNumber}`);
    expect(mails[0]!.text).toContain(order.payLink!);
    expect(await logOf(order.id)).toEqual([
      { kind: 'pay-link', channel: 'whatsapp', status: 'failed' },
      { kind: 'pay-link', channel: 'sms', status: 'failed' },
      { kind: 'pay-link', channel: 'email', status: 'sent' },
    ]);
  });
});

describe('the messages settings', () => {
  it('nothing is queued while both channels are off', async () => {
    await settings({ messages: { whatsapp: false, sms: false } });
    const { local, digits } = newPhone();
    await chatOrder(local, { method: 'cash' });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, digits))).toEqual([]);
    await settings({ messages: { whatsapp: true, sms: true } });
  });

  it('the GET says which channels are configured, and the staff see the order card messages', async () => {
    const res = await t.app.inject({ url: '/api/admin/settings', headers: owner.auth });
    expect(res.json()).toMatchObject({
      messageChannels: { whatsapp: true, sms: true },
      settings: { messages: { whatsapp: true, sms: true } },
    });
    const { local, digits } = newPhone();
    await wrote(digits);
    const order = await chatOrder(local, { method: 'cash' });
    await send();
    const card = await t.app.inject({ url: `/api/order/orders/${order.id}/messages`, headers: owner.auth });
    expect(card.json()).toEqual({
      messages: [
        {
          kind: 'confirmed-paid',
          channel: 'whatsapp',
          status: 'sent',
          error: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
    });
    const signedOut = await t.app.inject({ url: `/api/order/orders/${order.id}/messages` });
    expect(signedOut.statusCode).toBe(401);
  });
});
