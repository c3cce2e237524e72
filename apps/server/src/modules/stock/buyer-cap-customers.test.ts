import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

// A buyer is her client address, her e-mail or her phone, however spelt: pay-on-delivery orders
// count toward the same hold cap as online checkouts, and a code's per-customer use counts the
// customer, not the exact spelling of her e-mail.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', HOLD_UNITS_PER_BUYER: '20' });
const admin = await createUser(t.db, { role: 'admin' });
await t.app.inject({
  method: 'PUT',
  url: '/api/admin/settings',
  headers: admin.auth,
  payload: {
    payment: { payOnDelivery: { enabled: true, states: ['Lagos'], maxAmount: null, guests: true } },
  },
});

let seq = 0;
/** A new guest each time: her own e-mail and phone. */
const stranger = () => {
  seq += 1;
  return {
    name: 'Tolu Ade',
    email: `stranger${seq}@example.ng`,
    address: '4 Allen Avenue',
    state: 'Lagos',
    city: 'Ikeja',
    phoneNumber: `0802 555 ${String(2000 + seq)}`,
  };
};
const checkout = (
  productId: string,
  quantity: number,
  delivery: object,
  extra: { method?: string; ip?: string; code?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    remoteAddress: extra.ip ?? '198.51.100.7',
    payload: {
      items: [{ productId, colorId: null, quantity }],
      delivery,
      transportOption: 'GIG',
      ...(extra.method && { paymentMethod: extra.method }),
      ...(extra.code && { discountCode: extra.code }),
    },
  });
const pod = { method: 'pay_on_delivery' };

describe('the hold cap counts pay-on-delivery orders and every spelling of a buyer', () => {
  it('refuses a second pay-on-delivery checkout from one address past the cap, whatever e-mail and phone it gives', async () => {
    const p = await createProduct(t.db, { stock: 1000, priceKobo: 100_000 });
    expect((await checkout(p.productId, 15, stranger(), pod)).statusCode).toBe(200);
    const second = await checkout(p.productId, 15, stranger(), pod);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(messages.stock.holdLimit(p.name, 20));
    // Another address with another e-mail and phone is another buyer.
    expect((await checkout(p.productId, 15, stranger(), { ...pod, ip: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('counts an open pay-on-delivery order against an online checkout of the same phone from elsewhere', async () => {
    const p = await createProduct(t.db, { stock: 1000, priceKobo: 100_000 });
    const first = stranger();
    expect((await checkout(p.productId, 15, first, { ...pod, ip: '198.51.100.20' })).statusCode).toBe(200);
    const samePhone = { ...stranger(), phoneNumber: first.phoneNumber.replace(/^0/, '+234 ') };
    const online = await checkout(p.productId, 10, samePhone, { ip: '198.51.100.21' });
    expect(online.statusCode, online.body).toBe(409);
    const sameEmail = { ...stranger(), email: first.email.replace('@', '+again@').toUpperCase() };
    expect((await checkout(p.productId, 10, sameEmail, { ip: '198.51.100.22' })).statusCode).toBe(409);
  });
});

describe('a one-per-customer code counts the customer', () => {
  it('is refused to Ada@… after ada+1@… used it, and to another e-mail with the same phone', async () => {
    const p = await createProduct(t.db, { stock: 1000, priceKobo: 1_000_000 });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: admin.auth,
      payload: { code: 'ONCEEACH', type: 'percent', value: 10, maxUsesPerCustomer: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const ada = { ...stranger(), email: 'ada+1@example.ng' };
    const first = await checkout(p.productId, 1, ada, { code: 'ONCEEACH', ip: '198.51.100.30' });
    expect(first.statusCode, first.body).toBe(200);

    const again = [
      { ...stranger(), email: 'Ada@Example.ng' },
      { ...stranger(), email: 'someone.else@example.ng', phoneNumber: ada.phoneNumber },
    ];
    for (const delivery of again) {
      const res = await checkout(p.productId, 1, delivery, { code: 'ONCEEACH', ip: '198.51.100.31' });
      expect(res.statusCode, delivery.email).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(messages.discounts.alreadyUsed);
    }
    const other = await checkout(p.productId, 1, stranger(), { code: 'ONCEEACH', ip: '198.51.100.32' });
    expect(other.statusCode, other.body).toBe(200);
  });
});
