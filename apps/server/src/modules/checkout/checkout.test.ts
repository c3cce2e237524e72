import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { checkoutBody, guestDelivery } from '../../testing/checkout-helpers.ts';

const t = await buildTestApp();
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: payload as object, headers });

describe('POST /api/order/checkout', () => {
  it('records a pending guest order at the catalogue price plus transport', async () => {
    const { body } = await checkoutBody(t);
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.reference).toMatch(/^ref_\d+_[A-Za-z0-9]+$/);
    expect(answer).toMatchObject({
      subtotal: 9001,
      transportCost: 2500,
      amount: 11501,
      amountKobo: 1_150_100,
      currency: 'NGN',
      email: guestDelivery.email,
      provider: 'sandbox',
      accessCode: null,
    });
    // The order's number is known before payment, as customers will see it.
    expect(answer.orderNumber).toMatch(/^GN-\d+$/);
  });

  it('stores the checked details: trimmed, the state and LGA as the shop spells them', async () => {
    const { body } = await checkoutBody(t);
    const delivery = { ...body.delivery, name: '  Ngozi Eze ', state: 'edo', city: 'ikpoba okha' };
    const res = await post({ ...body, delivery });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select({ name: orders.name, state: orders.state, city: orders.city, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.reference, res.json().reference));
    expect(row).toMatchObject({ name: 'Ngozi Eze', state: 'Edo', city: 'Ikpoba Okha' });
    expect(res.json().orderNumber).toBe(`GN-${row?.orderNumber}`);
  });

  it('ignores prices a tampered cart sends and charges the catalogue price', async () => {
    const { body } = await checkoutBody(t);
    const tampered = { ...body, items: body.items.map((i) => ({ ...i, price: 1 })), amount: 1 };
    const res = await post(tampered);
    expect(res.json().items[0].price).toBe(4500.5);
    expect(res.json().amountKobo).toBe(1_150_100);
  });

  it('joins lines of the same product and shade, so the per-item limit cannot be split', async () => {
    const { body } = await checkoutBody(t);
    const line = body.items[0]!;
    const joined = await post({
      ...body,
      items: [
        { ...line, quantity: 3 },
        { ...line, quantity: 4 },
      ],
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().items).toHaveLength(1);
    expect(joined.json().items[0].quantity).toBe(7);
    const split = await post({
      ...body,
      items: [
        { ...line, quantity: 60 },
        { ...line, quantity: 60 },
      ],
    });
    expect(split.statusCode).toBe(400);
    expect(split.json().message).toMatch(/at most 99/);
  });

  it('answers the first failing rule in the fixed order with its message', async () => {
    const { body } = await checkoutBody(t);
    const cases: [Partial<typeof guestDelivery>, string][] = [
      [{ address: '' }, 'Please enter your delivery address'],
      [{ state: '' }, 'Please select your state'],
      [{ city: '' }, 'Please select your LGA'],
      [{ city: 'Ikeja' }, 'Please select an LGA of the chosen state'],
      [{ phoneNumber: '' }, 'Please enter your phone number'],
      [{ phoneNumber: '555' }, 'Please enter a valid Nigerian phone number'],
      [{ email: '' }, 'Please enter your email address'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ name: ' ' }, 'Please enter your name'],
    ];
    for (const [change, message] of cases) {
      const res = await post({ ...body, delivery: { ...body.delivery, ...change } });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      // The field the rule is about, as the page marks it.
      expect(res.json().field).toBe(Object.keys(change)[0]);
    }
    expect((await post({ ...body, items: [] })).json().message).toBe('Your cart is empty!');
    expect((await post({ ...body, transportOption: null })).json().message).toBe(
      'Please select a transportation option',
    );
    // An option the shop does not offer at this address (or at all) is refused as not reaching it.
    expect((await post({ ...body, transportOption: 'DHL' })).json().message).toBe(
      'This delivery option does not reach your address. Please choose another.',
    );
  });

  it('refuses Within Benin for an address outside Benin City, and records nothing', async () => {
    const { body } = await checkoutBody(t);
    const lagos = { ...body, delivery: { ...body.delivery, state: 'Lagos', city: 'Ikeja' } };
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const res = await post(lagos);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.checkout.beninOnly);
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    // The same address with a carrier that reaches Lagos goes ahead.
    const guo = await post({ ...lagos, transportOption: 'GUO' });
    expect(guo.statusCode).toBe(200);
    expect(guo.json().transportCost).toBe(4000);
    // Every Benin City LGA may choose it.
    for (const city of ['Egor', 'Ikpoba-Okha']) {
      expect((await post({ ...body, delivery: { ...body.delivery, city } })).statusCode, city).toBe(200);
    }
  });

  it('refuses unknown and out-of-stock products, naming the item', async () => {
    const { body } = await checkoutBody(t);
    const gone = await post({ ...body, items: [{ productId: 'GN-NOPE', colorId: null, quantity: 1 }] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toContain('GN-NOPE');

    const soldOut = await createProduct(t.db, { name: 'Cocoa Butter Balm', inStock: false });
    const res = await post({
      ...body,
      items: [{ productId: soldOut.productId, colorId: null, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Cocoa Butter Balm is out of stock. Please remove it from your cart.');
  });

  it('refuses an out-of-stock colour and a missing colour, naming the item', async () => {
    const { body } = await checkoutBody(t);
    const lipstick = await createProduct(t.db, {
      name: 'Velvet Lip',
      colors: [
        { name: 'Ruby', code: '#9b111e', inStock: false },
        { name: 'Nude', code: '#e3bc9a' },
      ],
    });
    const ruby = lipstick.colorRows[0]!.id;
    const res = await post({
      ...body,
      items: [{ productId: lipstick.productId, colorId: ruby, quantity: 1 }],
    });
    expect(res.json().message).toBe('Velvet Lip in Ruby is out of stock. Please remove it from your cart.');
    const none = await post({
      ...body,
      items: [{ productId: lipstick.productId, colorId: null, quantity: 1 }],
    });
    expect(none.json().message).toBe('Please select a color for Velvet Lip');
    const nude = lipstick.colorRows[1]!.id;
    const ok = await post({
      ...body,
      items: [{ productId: lipstick.productId, colorId: nude, quantity: 1 }],
    });
    expect(ok.json().items[0].color).toMatchObject({ name: 'Nude', code: '#e3bc9a' });
  });

  it('takes a signed-in shopper’s name and e-mail from the session, not the form', async () => {
    const { body } = await checkoutBody(t);
    const { user, auth } = await createUser(t.db, { firstName: 'Chidi', lastName: 'Okeke' });
    const res = await post(
      { ...body, delivery: { ...body.delivery, name: '', email: 'someone@else.ng' } },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(user.email);
  });
});
