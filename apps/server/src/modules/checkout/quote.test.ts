import { describe, expect, it } from 'vitest';
import type { QuoteResponse } from '@shop/shared/checkout/quote-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutBody, guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

const t = await buildTestApp({ RATE_QUOTE_PER_IP: '30' });
const admin = await createUser(t.db, { role: 'admin' });

const quote = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/order/quote', payload, remoteAddress: ip });
const setFreeOver = async (freeOver: number | null) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { delivery: { freeOver } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the cart’s quote', () => {
  it('answers the figures the checkout then charges, writing nothing', async () => {
    const { body } = await checkoutBody(t);
    const quoted = await quote(body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      subtotal: 9001,
      discount: 0,
      transportCost: 2500,
      amount: 11501,
      freeDeliveryOver: null,
      freeDeliveryShortfall: null,
    });
    const checkout = await t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: body });
    expect(checkout.json()).toMatchObject({ amount: 11501, subtotal: 9001, transportCost: 2500 });
  });

  it('before an option is chosen, answers the items alone; the place need not be complete', async () => {
    const { body } = await checkoutBody(t);
    const res = await quote({ items: body.items });
    expect(res.json<QuoteResponse>()).toMatchObject({ subtotal: 9001, transportCost: 0, amount: 9001 });
  });

  it('refuses an option the address is not offered, as the checkout would', async () => {
    const { body } = await checkoutBody(t);
    const lagos = { state: 'Lagos', city: 'Ikeja' };
    const benin = await quote({ ...body, delivery: lagos, transportOption: 'BENIN' });
    expect(benin.statusCode).toBe(400);
    expect(benin.json<{ message: string }>().message).toMatch(/^Within Benin delivery is only/);
    const unknown = await quote({ ...body, delivery: lagos, transportOption: 'DHL' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'This delivery option does not reach your address. Please choose another.',
    });
  });

  it('delivery is free once the subtotal reaches the shop’s amount, and the cart is told what is still to add', async () => {
    await setFreeOver(20000);
    try {
      const product = await createProduct(t.db, { priceKobo: 600_000 });
      const items = (quantity: number) => [{ productId: product.productId, quantity }];
      const order = { delivery: { state: 'Lagos', city: 'Ikeja' }, transportOption: 'GIG' };
      const under = (await quote({ ...order, items: items(3) })).json<QuoteResponse>();
      expect(under).toMatchObject({
        subtotal: 18000,
        discount: 0,
        transportCost: 7000,
        amount: 25000,
        freeDeliveryOver: 20000,
        freeDeliveryShortfall: 2000,
      });
      const over = (await quote({ ...order, items: items(4) })).json<QuoteResponse>();
      expect(over).toMatchObject({
        subtotal: 24000,
        transportCost: 0,
        amount: 24000,
        freeDeliveryShortfall: 0,
      });

      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        payload: { ...order, items: items(4), delivery: { ...guestDelivery, state: 'Lagos', city: 'Ikeja' } },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      expect(checkout.json()).toMatchObject({
        subtotal: 24000,
        transportCost: 0,
        amount: 24000,
        amountKobo: 2_400_000,
      });
    } finally {
      await setFreeOver(null);
    }
  });

  it('the free-delivery amount is whole naira above 0, or null for none', async () => {
    for (const freeOver of [0, -5, 10.5, '50000']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: { delivery: { freeOver } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Enter the free-delivery amount as whole naira above 0, or leave it empty for none',
      });
    }
    const res = await t.app.inject({ url: '/api/admin/settings', headers: admin.auth });
    expect(res.json()).toMatchObject({ settings: { delivery: { freeOver: null } } });
  });

  it('is limited per address like the other public forms', async () => {
    const { body } = await checkoutBody(t);
    for (let i = 0; i < 30; i++) expect((await quote(body, '10.9.9.9')).statusCode).toBe(200);
    expect((await quote(body, '10.9.9.9')).statusCode).toBe(429);
    expect((await quote(body, '10.9.9.8')).statusCode).toBe(200);
  });
});
