import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Discount } from '@shop/shared/discounts/discount-schemas';
import { messages } from '@shop/shared/messages';
import { discountUses, orders, outbox, sandboxPayments } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { confirm, guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { releaseExpiredHolds } from '../stock/stock-holds.ts';

// Discount codes at checkout (decision 30): the code's discount and the reduced amount
// the provider charges, every refusal with its reason, and the caps under concurrency.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', STOCK_HOLD_MINUTES: '30' });
const admin = await createUser(t.db, { role: 'admin' });
const MINUTE = 60_000;

// ₦4,500.50 each; two of them make a subtotal of ₦9,001; within Benin adds ₦2,500.
const lipstick = await createProduct(t.db, { priceKobo: 450_050, category: 'makeup' });
const serum = await createProduct(t.db, { priceKobo: 1_200_000, category: 'skincare' });

let codeSeq = 0;
async function newCode(body: object): Promise<Discount> {
  codeSeq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: admin.auth,
    payload: { code: `CODE${codeSeq}${randomUUID().slice(0, 4)}`, ...body },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ discount: Discount }>().discount;
}

/** Each e-mail its own phone (the same customer's e-mail, any case, the same phone): a code's
 * per-customer cap counts the phone too. */
const phoneOf = (email: string) => {
  let hash = 0;
  for (const c of email.toLowerCase()) hash = (hash * 31 + c.charCodeAt(0)) % 10_000_000;
  return `0803${String(hash).padStart(7, '0')}`;
};

type Opts = { email?: string; code?: string | null; items?: object[]; key?: string; method?: string };
const checkout = ({ email = guestDelivery.email, code, items, key, method }: Opts = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      items: items ?? [{ productId: lipstick.productId, colorId: null, quantity: 2 }],
      delivery: { ...guestDelivery, email, phoneNumber: phoneOf(email) },
      transportOption: 'BENIN',
      ...(code === undefined ? {} : { discountCode: code }),
      ...(method ? { paymentMethod: method } : {}),
    },
  });
const buyer = () => `buyer-${randomUUID().slice(0, 8)}@example.ng`;
const usesOf = async (discountId: string) =>
  t.db.select().from(discountUses).where(eq(discountUses.discountId, discountId));
const orderOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;
const messageOf = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('a discount code at checkout', () => {
  it('takes the percent off, answers the discount and charges the reduced amount, spent when paid', async () => {
    const d = await newCode({ type: 'percent', value: 10 });
    const email = buyer();
    const res = await checkout({ email, code: ` ${d.code.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ reference: string; amount: number; discount: number; subtotal: number }>();
    // 10% of ₦9,001 is ₦900.10; ₦9,001 − ₦900.10 + ₦2,500 = ₦10,600.90.
    expect(body).toMatchObject({ subtotal: 9001, discount: 900.1, amount: 10600.9, discountCode: d.code });
    expect(await orderOf(body.reference)).toMatchObject({
      discountCode: d.code,
      discountKobo: 90_010,
      amountKobo: 1_060_090,
    });
    expect((await usesOf(d.id)).map((u) => [u.state, u.email])).toEqual([['held', email]]);

    // The sandbox charges what the order asks: the reduced amount.
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/charge',
      payload: { reference: body.reference },
    });
    const [charge] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, body.reference));
    expect(charge!.amountKobo).toBe(1_060_090);
    expect((await confirm(t, body.reference)).statusCode).toBe(200);
    expect((await usesOf(d.id)).map((u) => u.state)).toEqual(['spent']);
  });

  it('a naira code is at most the lines in its scope; free delivery waives the delivery', async () => {
    const makeupOnly = await newCode({ type: 'fixed', value: 20_000, category: 'makeup' });
    const items = [
      { productId: lipstick.productId, colorId: null, quantity: 1 },
      { productId: serum.productId, colorId: null, quantity: 1 },
    ];
    const fixed = await checkout({ email: buyer(), code: makeupOnly.code, items });
    // Only the lipstick (₦4,500.50) is makeup: that is all a ₦20,000 code takes off.
    expect(fixed.json()).toMatchObject({ subtotal: 16500.5, discount: 4500.5, amount: 14500 });
    const free = await newCode({ type: 'free_delivery' });
    const waived = await checkout({ email: buyer(), code: free.code });
    expect(waived.json()).toMatchObject({ subtotal: 9001, discount: 0, transportCost: 0, amount: 9001 });
  });

  it.each([
    ['unknown', async () => 'NO-SUCH-CODE', messages.discounts.unknown],
    ['paused', async () => (await newCode({ type: 'percent', value: 5, paused: undefined })).code, null],
    [
      'not started',
      async () =>
        (
          await newCode({
            type: 'percent',
            value: 5,
            startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          })
        ).code,
      messages.discounts.notStarted,
    ],
    [
      'ended',
      async () =>
        (
          await newCode({
            type: 'percent',
            value: 5,
            startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
            endsAt: new Date(Date.now() - 86_400_000).toISOString(),
          })
        ).code,
      messages.discounts.ended,
    ],
    [
      'minimum not met',
      async () => (await newCode({ type: 'percent', value: 5, minSubtotal: 15000 })).code,
      messages.discounts.minimumNotMet('₦15,000'),
    ],
    [
      'not for these products',
      async () => (await newCode({ type: 'percent', value: 5, productIds: [serum.id] })).code,
      messages.discounts.notForTheseProducts,
    ],
  ])('refuses a code that is %s with a 400 saying why, writing nothing', async (_what, code, message) => {
    const typed = await code();
    if (message === null) {
      // A paused code answers as an unknown one.
      const [d] = (await t.app.inject({ url: '/api/admin/discounts', headers: admin.auth }))
        .json<{ discounts: Discount[] }>()
        .discounts.filter((x) => x.code === typed);
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/discounts/${d!.id}`,
        headers: admin.auth,
        payload: { paused: true },
      });
    }
    const before = await orderCount();
    const res = await checkout({ email: buyer(), code: typed });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message ?? messages.discounts.unknown);
    expect(await orderCount()).toBe(before);
    // The quote gives the same reason.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      payload: {
        items: [{ productId: lipstick.productId, quantity: 2 }],
        delivery: { state: 'Edo', city: 'Oredo' },
        transportOption: 'BENIN',
        discountCode: typed,
      },
    });
    expect(quote.statusCode).toBe(400);
    expect(messageOf(quote)).toBe(message ?? messages.discounts.unknown);
  });

  it('the quote answers the same figures the checkout charges', async () => {
    const d = await newCode({ type: 'percent', value: 10 });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      payload: {
        items: [{ productId: lipstick.productId, quantity: 2 }],
        delivery: { state: 'Edo', city: 'Oredo' },
        transportOption: 'BENIN',
        discountCode: d.code.toLowerCase(),
      },
    });
    expect(quote.json()).toMatchObject({
      subtotal: 9001,
      discount: 900.1,
      transportCost: 2500,
      amount: 10600.9,
      discountCode: d.code,
    });
  });

  it('gives exactly 10 of 50 simultaneous checkouts a 10-use code; the rest are told it is used up', async () => {
    const d = await newCode({ type: 'percent', value: 20, maxUses: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => checkout({ email: buyer(), code: d.code })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, messageOf(a)])).toEqual(
      Array.from({ length: 40 }, () => [400, messages.discounts.usedUp]),
    );
    expect(ok.every((a) => a.json<{ discount: number }>().discount === 1800.2)).toBe(true);
    expect(await usesOf(d.id)).toHaveLength(10);
  });

  it('gives one customer (by e-mail, any case) only her cap of uses, however many checkouts race', async () => {
    const d = await newCode({ type: 'fixed', value: 500, maxUsesPerCustomer: 1 });
    const email = buyer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        checkout({ email: i % 2 ? email.toUpperCase() : email, code: d.code }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).map(messageOf)).toEqual(
      Array.from({ length: 7 }, () => messages.discounts.alreadyUsed),
    );
    expect((await checkout({ email: buyer(), code: d.code })).statusCode).toBe(200);
  });

  it('the quote refuses a one-per-customer code she has used as soon as her e-mail or phone is known', async () => {
    const d = await newCode({ type: 'fixed', value: 500, maxUsesPerCustomer: 1 });
    const email = buyer();
    const first = await checkout({ email, code: d.code });
    expect(first.statusCode, first.body).toBe(200);
    const quoteFor = (delivery: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/quote',
        payload: {
          items: [{ productId: lipstick.productId, quantity: 2 }],
          delivery: { state: 'Edo', city: 'Oredo', ...delivery },
          transportOption: 'BENIN',
          discountCode: d.code,
        },
      });
    // Before she is known the code applies (anyone may have it)...
    expect((await quoteFor({})).json()).toMatchObject({ discount: 500, discountCode: d.code });
    // ...and once the form has her e-mail (any spelling) or only her phone, it does not.
    for (const known of [{ email: email.toUpperCase() }, { phoneNumber: phoneOf(email) }]) {
      const refused = await quoteFor(known);
      expect([refused.statusCode, messageOf(refused)]).toEqual([400, messages.discounts.alreadyUsed]);
    }
    expect((await quoteFor({ email: buyer(), phoneNumber: '0809 000 0001' })).statusCode).toBe(200);
  });

  it('an expired checkout gives its use back, and a late payment takes it again', async () => {
    const d = await newCode({ type: 'percent', value: 10, maxUses: 1 });
    const first = await checkout({ email: buyer(), code: d.code });
    expect(first.statusCode).toBe(200);
    expect(messageOf(await checkout({ email: buyer(), code: d.code }))).toBe(messages.discounts.usedUp);
    await releaseExpiredHolds(t.db, new Date(Date.now() + 31 * MINUTE));
    expect(await usesOf(d.id)).toHaveLength(0);
    const second = await checkout({ email: buyer(), code: d.code });
    expect(second.statusCode).toBe(200);
    // The first shopper pays after all: her order stands at its price, and its use is spent.
    const { reference } = first.json<{ reference: string }>();
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(t, reference)).statusCode).toBe(200);
    expect((await usesOf(d.id)).map((u) => u.state).sort()).toEqual(['held', 'spent']);
  });

  it("holds a code's use for the hold time even when no line's stock is counted", async () => {
    const uncounted = await createProduct(t.db, { stock: null });
    const d = await newCode({ type: 'percent', value: 10 });
    const items = [{ productId: uncounted.productId, colorId: null, quantity: 1 }];
    const res = await checkout({ email: buyer(), code: d.code, items });
    expect(res.statusCode).toBe(200);
    const order = await orderOf(res.json<{ reference: string }>().reference);
    expect(order.holdExpiresAt!.getTime() - order.createdAt.getTime()).toBeGreaterThan(29 * MINUTE);
    expect((await usesOf(d.id)).map((u) => u.state)).toEqual(['held']);
  });

  it('a checkout closed unpaid gives its use back at once', async () => {
    const d = await newCode({ type: 'percent', value: 10, maxUses: 1 });
    const { reference } = (await checkout({ email: buyer(), code: d.code })).json<{ reference: string }>();
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout/cancel',
      payload: { reference },
    });
    expect(cancel.json()).toMatchObject({ status: 'expired' });
    expect(await usesOf(d.id)).toHaveLength(0);
    expect((await checkout({ email: buyer(), code: d.code })).statusCode).toBe(200);
  });

  it('the same checkout sent twice with one Idempotency-Key takes one use', async () => {
    const d = await newCode({ type: 'percent', value: 10, maxUses: 5 });
    const email = buyer();
    const key = `key-${randomUUID()}`;
    const [a, b] = await Promise.all([
      checkout({ email, code: d.code, key }),
      checkout({ email, code: d.code, key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ reference: string }>().reference).toBe(b.json<{ reference: string }>().reference);
    expect(b.json()).toMatchObject({ discount: 900.1, discountCode: d.code });
    expect(await usesOf(d.id)).toHaveLength(1);
  });

  it('the order page, the receipt and the admin show the code and the discount', async () => {
    const d = await newCode({ type: 'percent', value: 10 });
    const email = buyer();
    const { reference } = (await checkout({ email, code: d.code })).json<{ reference: string }>();
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    const paid = await confirm(t, reference);
    expect(paid.json<{ order: { discount: unknown } }>().order.discount).toEqual({
      code: d.code,
      amount: 900.1,
    });
    const { viewToken, id } = await orderOf(reference);
    const page = await t.app.inject({ url: `/api/order/view/${viewToken}` });
    expect(page.json<{ order: { discount: unknown; amount: number } }>().order).toMatchObject({
      discount: { code: d.code, amount: 900.1 },
      amount: 10600.9,
    });
    const adminList = await t.app.inject({ url: '/api/order/orders?status=all', headers: admin.auth });
    const shown = adminList
      .json<{ data: { _id: string; discount?: unknown }[] }>()
      .data.find((o) => o._id === id);
    expect(shown?.discount).toEqual({ code: d.code, amount: 900.1 });
    await t.deliverMail();
    const [receipt] = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(receipt!.text).toContain(`Discount (${d.code}): −₦900.1`);
    expect(receipt!.text).toContain('Total paid: ₦10,600.9');
    // The admin's list says what the code has given.
    const listed = await t.app.inject({ url: '/api/admin/discounts', headers: admin.auth });
    const shownCode = listed.json<{ discounts: Discount[] }>().discounts.find((x) => x.id === d.id);
    expect(shownCode).toMatchObject({ uses: 1, given: 900.1 });
  });

  it('a refund of a discounted order is at most what was paid after the discount', async () => {
    const d = await newCode({ type: 'fixed', value: 1000 });
    const { reference } = (await checkout({ email: buyer(), code: d.code })).json<{ reference: string }>();
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    await confirm(t, reference);
    const { id } = await orderOf(reference);
    // ₦9,001 − ₦1,000 + ₦2,500 = ₦10,501 was paid; the undiscounted ₦11,501 cannot be refunded.
    const refund = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/order/orders/${id}/refunds`,
        headers: admin.auth,
        payload: { amount, reason: 'Customer changed her mind' },
      });
    const tooMuch = await refund(11501);
    expect(tooMuch.statusCode).toBe(400);
    expect(messageOf(tooMuch)).toBe(messages.refunds.tooMuch('₦10,501'));
    expect((await refund(10501)).statusCode).toBe(201);
    expect((await orderOf(reference)).refundedKobo).toBe(1_050_100);
  });

  it('pay on delivery takes the code at once: the rider collects the reduced total; a cancel gives it back', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: {
        payment: { payOnDelivery: { enabled: true, states: ['Edo'], maxAmount: 100_000, guests: true } },
      },
    });
    const d = await newCode({ type: 'percent', value: 10, maxUses: 1 });
    const res = await checkout({ email: buyer(), code: d.code, method: 'pay_on_delivery' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ amount: number }>().amount).toBe(10600.9);
    expect((await usesOf(d.id)).map((u) => u.state)).toEqual(['spent']);
    const again = await checkout({ email: buyer(), code: d.code, method: 'pay_on_delivery' });
    expect(messageOf(again)).toBe(messages.discounts.usedUp);
    const [order] = await t.db.select().from(orders).where(eq(orders.discountCode, d.code));
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/orders/${order!.id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await usesOf(d.id)).toHaveLength(0);
  });
});

describe('the overview', () => {
  it('names the codes that took money off paid orders, with how much, and not those only held', async () => {
    const d = await newCode({ type: 'fixed', value: 1000 });
    const { reference } = (await checkout({ email: buyer(), code: d.code })).json<{ reference: string }>();
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(t, reference)).statusCode).toBe(200);
    expect((await checkout({ email: buyer(), code: d.code })).statusCode).toBe(200);
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.auth });
    const given = overview.json<{ discountsGiven: { code: string }[] }>().discountsGiven;
    expect(given.find((g) => g.code === d.code)).toEqual({ code: d.code, orders: 1, discount: 1000 });
  });
});
