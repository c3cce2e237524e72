import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { confirm, startCheckout } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { latestMailTo, subjectsTo } from '../../testing/order-helpers.ts';
import { announceNewOrders } from './new-order-alerts.ts';

// The shop's own address hears of each new sale, whichever way it came, once (a setting, on by
// default): what the shopkeeper relies on to know an order came in.

const SHOP = 'orders@glownaija.test';
const t = await buildTestApp({
  SHOP_EMAIL: SHOP,
  RATE_CHECKOUT_PER_IP: '1000',
  HOLD_UNITS_PER_BUYER: '1000',
});
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const serum = await createProduct(t.db, { name: 'Glow Serum', priceKobo: 500_000 });

const announce = () => announceNewOrders({ db: t.db, config: t.config });
/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, as the ₦ sign is sent) read back as text. */
const decoded = (header: string) =>
  header
    .replace(/\?=\s+=\?UTF-8\?Q\?/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_all, word: string) =>
      decodeURIComponent(
        word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_hex, byte: string) => `%${byte}`),
      ),
    );
const newOrderSubjects = async () =>
  (await subjectsTo(t, SHOP)).map(decoded).filter((s) => s.startsWith('New order'));
const chatOrder = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: owner.auth,
    payload: {
      items: [{ productId: serum.productId, colorId: null, quantity: 2 }],
      customer: { name: 'Bisi Adeyemi', phone: '0805 111 2222' },
      delivery: { pickup: true },
      channel: 'whatsapp',
      payment: { method: 'cash' },
    },
  });
const setAlerts = (newOrderEmail: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: owner.auth,
    payload: { notifications: { newOrderEmail } },
  });

describe('new orders told to the shop', () => {
  it('e-mails the shop once a checkout is paid, never while it is unpaid, and only once', async () => {
    const { reference } = await startCheckout(t, {}, 'ngozi@example.ng');
    expect(await announce()).toBe(0);
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    const paid = await confirm(t, reference);
    const { orderNumber } = paid.json<{ order: { orderNumber: string } }>().order;
    expect(await announce()).toBe(1);
    expect(await announce()).toBe(0);
    expect(await newOrderSubjects()).toEqual([`New order ${orderNumber}: ₦11,501 (Website)`]);
    const mail = await latestMailTo(t, SHOP);
    expect(mail).toContain('paid online (card)');
    expect(mail).toContain('Customer: Ngozi Eze');
    expect(mail).toMatch(/http:\/\/localhost:\d+\/admin/);
  });

  it('tells of a WhatsApp order staff took, and two processes asking at once send it once', async () => {
    const { order } = (await chatOrder()).json<{ order: { orderNumber: string } }>();
    const counts = await Promise.all([announce(), announce(), announce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await newOrderSubjects()).at(-1)).toBe(`New order ${order.orderNumber}: ₦10,000 (WhatsApp)`);
    const mail = await latestMailTo(t, SHOP);
    expect(mail).toContain('paid to the shop by cash');
    expect(mail).toContain('Delivery: pickup at the shop');
  });

  it('sends nothing while the setting is off, and nothing old when it is turned on again', async () => {
    const before = (await newOrderSubjects()).length;
    expect((await setAlerts(false)).statusCode).toBe(200);
    await chatOrder();
    expect(await announce()).toBe(0);
    expect((await setAlerts(true)).statusCode).toBe(200);
    expect(await announce()).toBe(0);
    expect(await newOrderSubjects()).toHaveLength(before);
    await chatOrder();
    expect(await announce()).toBe(1);
    const read = await t.app.inject({ url: '/api/admin/settings', headers: owner.auth });
    expect(read.json().settings.notifications).toEqual({ newOrderEmail: true });
  });

  it('refuses a setting that is not a yes or no, changing nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: owner.auth,
      payload: { notifications: { newOrderEmail: 'sometimes' } },
    });
    expect(res.statusCode).toBe(400);
  });
});
