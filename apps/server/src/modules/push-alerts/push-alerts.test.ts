import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushQueue, pushSubscriptions, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { confirm, startCheckout } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { startPushServiceStandIn, type StandInDevice } from '../../testing/push-service-stand-in.ts';
import { announceNewOrders } from '../new-order-alerts/new-order-alerts.ts';
import { deliverDuePushes } from './push-sender.ts';

// A staff member's phone hears of a sale: the shop signs each push with its VAPID key, encrypts it
// for the device alone, and forgets devices the push service calls gone. A local push service
// checks the signature and decrypts the push as the phone would.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', HOLD_UNITS_PER_BUYER: '1000' });
const service = await startPushServiceStandIn();
afterAll(() => service.close());
await createProduct(t.db, { name: 'Glow Serum', priceKobo: 500_000 });
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const packer = await createUser(t.db, { role: 'fulfilment', username: 'femi_packs' });

const deliver = () => deliverDuePushes({ db: t.db, config: t.config, log: t.app.log, agent: service.agent });
const announce = () => announceNewOrders({ db: t.db, config: t.config });
const subscribe = (auth: Record<string, string>, device: StandInDevice, events: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/push-subscriptions',
    headers: auth,
    payload: { subscription: device.subscription, events },
  });
/** A guest pays online at the checkout; answers the order number and the total the shop shows. */
async function paidCheckout() {
  const { reference } = await startCheckout(t, {}, 'ngozi@example.ng');
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  return (await confirm(t, reference)).json<{ order: { orderNumber: string } }>().order.orderNumber;
}
const queued = () => t.db.select().from(pushQueue);

describe('alerts on staff phones', () => {
  it('pushes a paid order to the subscribed device once: VAPID checked, only number and total inside', async () => {
    const key = await t.app.inject({ url: '/api/admin/push-subscriptions/key', headers: owner.auth });
    expect(key.statusCode).toBe(200);
    const { publicKey } = key.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(JSON.stringify(key.json())).not.toMatch(/private/i);

    const phone = service.newDevice('owner-phone');
    const res = await subscribe(owner.auth, phone, ['order.paid', 'order.pay_on_delivery']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      endpoint: phone.subscription.endpoint,
      events: ['order.paid', 'order.pay_on_delivery'],
    });

    const orderNumber = await paidCheckout();
    await announce();
    expect(await deliver()).toEqual({ sent: 1, failed: 0, dropped: 0 });
    expect(await deliver()).toEqual({ sent: 0, failed: 0, dropped: 0 });

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push!.deviceId).toBe('owner-phone');
    expect(push!.vapid.k).toBe(publicKey);
    expect(push!.vapid.aud).toBe(service.origin);
    expect(push!.vapid.sub).toBe(`mailto:${t.config.SHOP_EMAIL}`);
    expect(push!.headers.urgency).toBe('high');
    expect(push!.payload).toEqual({
      title: `New order ${orderNumber}`,
      body: '₦11,501 paid online',
      url: '/admin',
      tag: `order-${orderNumber}`,
    });
    // Nothing of the shopper's travels through the push service.
    expect(JSON.stringify(push!.payload)).not.toMatch(/Ngozi|Eze|ngozi@|080|Street|Lagos/i);
  });

  it('keeps the VAPID keys across restarts: the same public key is served every time', async () => {
    const again = await t.app.inject({ url: '/api/admin/push-subscriptions/key', headers: packer.auth });
    expect(again.json<{ publicKey: string }>().publicKey).toBe(service.received[0]!.vapid.k);
  });

  it('drops a device the push service calls gone (410), with its waiting pushes, and still serves the rest', async () => {
    const gone = service.newDevice('old-phone');
    const kept = service.newDevice('new-phone');
    expect((await subscribe(packer.auth, gone, ['order.paid'])).statusCode).toBe(200);
    expect((await subscribe(packer.auth, kept, ['order.paid'])).statusCode).toBe(200);
    service.answerFor('old-phone', 410);
    const orderNumber = await paidCheckout();
    await announce();
    const result = await deliver();
    expect(result).toMatchObject({ dropped: 1 });
    const endpoints = (await t.db.select().from(pushSubscriptions)).map((s) => s.endpoint);
    expect(endpoints).not.toContain(gone.subscription.endpoint);
    expect(endpoints).toContain(kept.subscription.endpoint);
    expect(
      service.received
        .filter((p) => p.payload.title === `New order ${orderNumber}`)
        .map((p) => p.deviceId)
        .sort(),
    ).toEqual(['new-phone', 'owner-phone']);
  });

  it('retries a push the service could not take (503) and sends it once it can', async () => {
    const busy = service.newDevice('busy-phone');
    await subscribe(owner.auth, busy, ['order.paid']);
    service.answerFor('busy-phone', 503);
    const before = service.received.length;
    await paidCheckout();
    await announce();
    expect(await deliver()).toMatchObject({ failed: 1 });
    const [row] = (await queued()).filter((q) => q.sentAt === null && q.failedAt === null);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    service.answerFor('busy-phone', 0);
    const later = () => new Date(Date.now() + 60 * 60_000);
    const sent = await deliverDuePushes(
      { db: t.db, config: t.config, log: t.app.log, agent: service.agent },
      { now: later },
    );
    expect(sent).toEqual({ sent: 1, failed: 0, dropped: 0 });
    expect(service.received.slice(before).map((p) => p.deviceId)).toContain('busy-phone');
  });

  it('sends a queued push once when two workers (two processes, or one restarted) look at once', async () => {
    const before = service.received.length;
    await paidCheckout();
    await announce();
    const runs = await Promise.all([deliver(), deliver(), deliver()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3); // owner-phone, new-phone, busy-phone
    expect(service.received.length - before).toBe(3);
    expect(await deliver()).toEqual({ sent: 0, failed: 0, dropped: 0 });
  });

  it('refuses events a role does not see (403), and a customer altogether, saving nothing', async () => {
    const device = service.newDevice('packer-tablet');
    const refused = await subscribe(packer.auth, device, ['order.paid', 'refund.failed']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('A refund that failed');
    const shopper = await createUser(t.db, { role: 'user' });
    expect((await subscribe(shopper.auth, device, ['order.paid'])).statusCode).toBe(403);
    expect((await subscribe({}, device, ['order.paid'])).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 naming the field for a bad subscription or event, saving nothing', async () => {
    const device = service.newDevice('bad');
    const cases = [
      {
        subscription: { ...device.subscription, endpoint: 'http://127.0.0.1/push/bad' },
        events: ['order.paid'],
      },
      {
        subscription: { ...device.subscription, keys: { p256dh: 'not base64!', auth: 'x' } },
        events: ['order.paid'],
      },
      { subscription: device.subscription, events: ['order.stolen'] },
      { subscription: device.subscription, events: [] },
    ];
    const messages = [];
    for (const payload of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/push-subscriptions',
        headers: owner.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message as string);
    }
    expect(messages[0]).toMatch(/endpoint/);
    expect(messages[1]).toMatch(/p256dh/);
    expect(messages[2]).toMatch(/events/);
    expect(messages[3]).toMatch(/events/);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint)),
    ).toHaveLength(0);
  });

  it('posting the same device again changes its events; DELETE turns it off; both are in the audit log', async () => {
    const device = service.newDevice('tablet');
    await subscribe(owner.auth, device, ['order.paid']);
    const changed = await subscribe(owner.auth, device, ['stock.low', 'refund.failed']);
    expect(changed.json().events).toEqual(['stock.low', 'refund.failed']);
    expect((await subscribe(owner.auth, device, ['stock.low', 'refund.failed'])).statusCode).toBe(200);
    const read = await t.app.inject({
      url: `/api/admin/push-subscriptions?endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
      headers: owner.auth,
    });
    expect(read.json().events).toEqual(['stock.low', 'refund.failed']);

    const off = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/admin/push-subscriptions',
        headers: owner.auth,
        payload: { endpoint: device.subscription.endpoint },
      });
    expect((await off()).statusCode).toBe(204);
    expect((await off()).statusCode).toBe(204);
    const after = await t.app.inject({
      url: `/api/admin/push-subscriptions?endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
      headers: owner.auth,
    });
    expect(after.statusCode).toBe(404);

    const audit = await t.app.inject({ url: '/api/admin/audit?kind=push.subscribed', headers: owner.auth });
    const summaries = audit.json<{ entries: Array<{ summary: string }> }>().entries.map((e) => e.summary);
    // Two changes of this device (on, then new events); the repeat changed nothing and is not there.
    expect(summaries.filter((s) => s.includes('stock.low'))).toHaveLength(1);
    expect(summaries.join('\n')).not.toContain('/push/tablet');
    const offs = await t.app.inject({ url: '/api/admin/audit?kind=push.unsubscribed', headers: owner.auth });
    expect(offs.json<{ entries: unknown[] }>().entries).toHaveLength(1);
  });

  it('sends nothing more to someone whose role no longer sees the event, even a push already queued', async () => {
    const before = service.received.filter((p) => p.deviceId === 'new-phone').length;
    await paidCheckout();
    await announce();
    // The packer left the staff after the sale was queued for her phone: her account is a customer's now.
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, packer.user.id));
    expect(await deliver()).toMatchObject({ failed: 1 });
    expect(service.received.filter((p) => p.deviceId === 'new-phone')).toHaveLength(before);
  });
});
