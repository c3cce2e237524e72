import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messageRecipients, orderMessages } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { startTermiiStandIn } from '../../testing/termii-stand-in.ts';
import {
  signedWhatsAppCall,
  startWhatsAppStandIn,
  WA_VERIFY_TOKEN,
} from '../../testing/whatsapp-stand-in.ts';
import { deliverDueOrderMessages } from './order-message-worker.ts';

// WhatsApp's webhook: Meta's GET handshake, and signed POSTs whose statuses move the order's
// message log and whose customer messages open the 24-hour window or say STOP and START.

const whatsapp = await startWhatsAppStandIn();
const termii = await startTermiiStandIn();
const t = await buildTestApp({ ...whatsapp.config(), ...termii.config() });
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const lipstick = await createProduct(t.db, { name: 'Velvet Lip', priceKobo: 850_000, stock: 500 });
await t.app.inject({
  method: 'PUT',
  url: '/api/admin/settings',
  headers: owner.auth,
  payload: { messages: { whatsapp: true, sms: true } },
});
const send = () => deliverDueOrderMessages({ db: t.db, config: t.config, log: quiet });

async function paidChatOrder(phone: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: owner.auth,
    payload: {
      items: [{ productId: lipstick.productId, colorId: null, quantity: 1 }],
      customer: { name: 'Amaka Nwosu', phone },
      delivery: { address: '12 Airport Road', state: 'Edo', city: 'Oredo', transportOption: 'BENIN' },
      channel: 'whatsapp',
      payment: { method: 'cash' },
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ order: { id: string } }>().order;
}

const post = (call: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    payload: call.payload,
    headers: call.headers,
  });
const textFrom = (from: string, body: string, seconds = Math.floor(Date.now() / 1000)) =>
  signedWhatsAppCall({
    contacts: [{ profile: { name: 'Amaka' }, wa_id: from }],
    messages: [
      { from, id: `wamid.IN${seconds}${body}`, timestamp: String(seconds), type: 'text', text: { body } },
    ],
  });
const statusOf = (id: string, status: string, extra: object = {}) =>
  signedWhatsAppCall({
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: '2348035550201',
        ...extra,
      },
    ],
  });
const logRow = async (orderId: string) =>
  (await t.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)))[0]!;
const recipient = async (phone: string) =>
  (await t.db.select().from(messageRecipients).where(eq(messageRecipients.phone, phone)))[0];

describe('the verification handshake', () => {
  const handshake = (query: string) => t.app.inject({ url: `/api/webhooks/whatsapp?${query}` });

  it('echoes hub.challenge as text when the verify token matches', async () => {
    const res = await handshake(
      `hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${WA_VERIFY_TOKEN}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('1158201444');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 403 to a wrong token or mode', async () => {
    expect((await handshake('hub.mode=subscribe&hub.challenge=1&hub.verify_token=guess')).statusCode).toBe(
      403,
    );
    expect(
      (await handshake(`hub.mode=unsubscribe&hub.challenge=1&hub.verify_token=${WA_VERIFY_TOKEN}`))
        .statusCode,
    ).toBe(403);
    expect((await handshake('hub.mode=subscribe&hub.challenge=1')).statusCode).toBe(403);
  });
});

describe('signed status updates', () => {
  it('move the message log up to delivered and read, never back, repeats harmless', async () => {
    await t.db.insert(messageRecipients).values({ phone: '2348035550201', lastInboundAt: new Date() });
    const order = await paidChatOrder('0803 555 0201');
    await send();
    const { providerMessageId } = await logRow(order.id);
    expect(providerMessageId).toMatch(/^wamid\./);
    expect((await post(statusOf(providerMessageId!, 'delivered'))).statusCode).toBe(200);
    expect(await logRow(order.id)).toMatchObject({ status: 'delivered' });
    await post(statusOf(providerMessageId!, 'read'));
    await post(statusOf(providerMessageId!, 'delivered'));
    await post(statusOf(providerMessageId!, 'read'));
    expect(await logRow(order.id)).toMatchObject({ status: 'read', error: null });
  });

  it('record a failure with its code', async () => {
    await t.db.insert(messageRecipients).values({ phone: '2348035550202', lastInboundAt: new Date() });
    const order = await paidChatOrder('0803 555 0202');
    await send();
    const { providerMessageId } = await logRow(order.id);
    const failed = statusOf(providerMessageId!, 'failed', {
      errors: [
        { code: 131026, title: 'Message undeliverable', error_data: { details: 'Message undeliverable' } },
      ],
    });
    await post(failed);
    expect(await logRow(order.id)).toMatchObject({
      status: 'failed',
      error: 'WhatsApp (131026): Message undeliverable',
    });
  });

  it('refuse an unsigned or wrongly signed call and change nothing', async () => {
    await t.db.insert(messageRecipients).values({ phone: '2348035550203', lastInboundAt: new Date() });
    const order = await paidChatOrder('0803 555 0203');
    await send();
    const { providerMessageId } = await logRow(order.id);
    const call = statusOf(providerMessageId!, 'read');
    const unsigned = { payload: call.payload, headers: { 'content-type': 'application/json' } };
    expect((await post(unsigned)).statusCode).toBe(401);
    const forged = {
      ...call,
      headers: { ...call.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
    };
    expect((await post(forged)).statusCode).toBe(401);
    const altered = { ...call, payload: call.payload.replace('"read"', '"failed"') };
    expect((await post(altered)).statusCode).toBe(401);
    const stop = textFrom('2348035550203', 'STOP');
    expect(
      (await post({ payload: stop.payload, headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(401);
    expect(await logRow(order.id)).toMatchObject({ status: 'sent' });
    expect((await recipient('2348035550203'))?.optedOutAt).toBeNull();
  });
});

describe("a customer's own messages", () => {
  it('open her 24-hour window: the next order message is free text', async () => {
    await post(textFrom('2348035550204', 'Hello, is my order ready?'));
    expect((await recipient('2348035550204'))?.lastInboundAt).toBeInstanceOf(Date);
    await paidChatOrder('0803 555 0204');
    await send();
    expect(whatsapp.sent.filter((m) => m.to === '+2348035550204').map((m) => m.type)).toEqual(['text']);
  });

  it('STOP: no more WhatsApp or SMS to her number; START: messages again', async () => {
    const phone = '2348035550205';
    await post(textFrom(phone, 'Hi'));
    expect((await post(textFrom(phone, '  stop \n'))).statusCode).toBe(200);
    const stopped = await paidChatOrder('0803 555 0205');
    await send();
    const to = () => [
      ...whatsapp.sent.filter((m) => m.to === `+${phone}`),
      ...termii.sent.filter((m) => m.to === phone),
    ];
    expect(to()).toEqual([]);
    expect(await t.db.select().from(orderMessages).where(eq(orderMessages.orderId, stopped.id))).toEqual([]);

    await post(textFrom(phone, 'START'));
    await paidChatOrder('0803 555 0205');
    await send();
    expect(to()).toHaveLength(1);
  });
});

describe('turning channels on', () => {
  it('is refused with a clear message where the credentials are missing', async () => {
    const bare = await buildTestApp();
    const admin = await createUser(bare.db, { role: 'owner', username: 'bare_owner' });
    const put = (messages: object) =>
      bare.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: { messages },
      });
    const wa = await put({ whatsapp: true });
    expect(wa.statusCode).toBe(400);
    expect(wa.json().message).toContain('set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
    const sms = await put({ sms: true });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().message).toContain('TERMII_API_KEY');
    const got = await bare.app.inject({ url: '/api/admin/settings', headers: admin.auth });
    expect(got.json()).toMatchObject({
      messageChannels: { whatsapp: false, sms: false },
      settings: { messages: { whatsapp: false, sms: false } },
    });
    expect(
      (await put({ templates: { shipped: { name: 'order_shipped', language: 'en' } } })).statusCode,
    ).toBe(200);
  });
});
