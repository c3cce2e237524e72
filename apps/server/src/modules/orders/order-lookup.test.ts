import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { startCheckout } from '../../testing/checkout-helpers.ts';
import { paidGuestOrder } from '../../testing/order-helpers.ts';

const t = await buildTestApp({ RATE_TRACK_PER_IP: '5' });
const notFoundMessage =
  'No order matches this order number and email address. Please check both and try again.';

let address = 0;
const track = (payload: object, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/order/track', payload, remoteAddress });

describe('the order page by its link (GET /api/order/view/:token)', () => {
  it('answers the whole order to whoever holds the token, without signing in', async () => {
    const { order, viewToken } = await paidGuestOrder(t, 'view.token@example.ng');
    const res = await t.app.inject({ url: `/api/order/view/${viewToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      _id: order._id,
      orderNumber: order.orderNumber,
      status: 'paid',
      address: '12 Airport Road',
      transportOption: 'BENIN',
    });
    expect(res.json().order.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid']);
    // Her name, address and phone: no shared cache nor disk keeps them.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 with a message for a wrong token', async () => {
    const res = await t.app.inject({ url: '/api/order/view/not-a-real-token' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find this order. Please check the link in your e-mail.');
  });

  it('gives a signed-in customer the token of their own order when they confirm it', async () => {
    const customer = await createUser(t.db);
    const { reference } = await startCheckout(t, customer.auth);
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: { transactionId: reference },
    });
    expect(stranger.json()).not.toHaveProperty('viewToken');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/order/orders',
      headers: customer.auth,
      payload: { transactionId: reference },
    });
    const page = await t.app.inject({ url: `/api/order/view/${own.json().viewToken}` });
    expect(page.json().order.userId).toBe(customer.user.id);
  });
});

describe('tracking an order (POST /api/order/track)', () => {
  it('answers the order’s items, status and dated history for the right pair, without personal details', async () => {
    const { order } = await paidGuestOrder(t, 'Track.Me@example.ng');
    const res = await track({ orderNumber: order.orderNumber.toLowerCase(), email: ' track.me@EXAMPLE.ng ' });
    expect(res.statusCode).toBe(200);
    const tracked = res.json().order;
    expect(tracked).toMatchObject({ orderNumber: order.orderNumber, status: 'paid', totalItems: 2 });
    expect(tracked.items[0]).toMatchObject({ quantity: 2 });
    expect(tracked.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'paid']);
    expect(Number.isNaN(Date.parse(tracked.history[1].at))).toBe(false);
    expect(tracked).not.toHaveProperty('address');
    expect(tracked).not.toHaveProperty('phoneNumber');
  });

  it('answers the same 404 for a wrong e-mail, an unknown number, nonsense and an unpaid order', async () => {
    const { order } = await paidGuestOrder(t, 'right.owner@example.ng');
    const unpaid = await startCheckout(t, {}, 'unpaid.owner@example.ng');
    const unpaidNumber = (
      await t.app.inject({
        url: `/api/order/orders?status=pending&q=${unpaid.reference}`,
        headers: (await createUser(t.db, { role: 'admin' })).auth,
      })
    ).json().data[0].orderNumber;
    for (const payload of [
      { orderNumber: order.orderNumber, email: 'someone.else@example.ng' },
      { orderNumber: 'GN-999999', email: 'right.owner@example.ng' },
      { orderNumber: 'my lipstick', email: 'right.owner@example.ng' },
      { orderNumber: unpaidNumber, email: 'unpaid.owner@example.ng' },
    ]) {
      const res = await track(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(notFoundMessage);
    }
  });

  it('refuses a missing field with 400 and a message', async () => {
    const res = await track({ orderNumber: 'GN-100001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('limits the attempts from one address (429), even for the right pair', async () => {
    const { order } = await paidGuestOrder(t, 'limited@example.ng');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await track({ orderNumber: `GN-${900000 + i}`, email: 'limited@example.ng' }, '10.9.9.9'))
          .statusCode,
      );
    expect(answers).toEqual([404, 404, 404, 404, 404, 429]);
    const right = await track({ orderNumber: order.orderNumber, email: 'limited@example.ng' }, '10.9.9.9');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many attempts. Please wait a while and try again.');
    expect(
      (await track({ orderNumber: order.orderNumber, email: 'limited@example.ng' }, '10.9.9.10')).statusCode,
    ).toBe(200);
  });
});
