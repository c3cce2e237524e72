import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colors, orders, refunds } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { askReturn, deliveredOrder, patchReturn, stockOf } from '../../testing/return-helpers.ts';

// A return closed with store credit, the credit spent on her next order (server-side), and an
// exchange moving stock both ways, on each engine.

const t = await buildTestApp();
const admin = (await createUser(t.db, { role: 'admin' })).auth;

/** A delivered order's return of `quantity`, approved and received, ready to close. */
async function receivedReturn(order: Awaited<ReturnType<typeof deliveredOrder>>, quantity: number) {
  const asked = await askReturn(t, order.orderId, {
    items: [{ orderItemId: order.lineId, quantity }],
    reason: 'Not my shade',
    viewToken: order.viewToken,
  });
  const id = asked.json<{ return: { id: string } }>().return.id;
  await patchReturn(t, id, { action: 'approve' }, admin);
  await patchReturn(t, id, { action: 'receive' }, admin);
  return id;
}

const balanceOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/api/order/store-credit', headers: auth })).json<{ balance: number }>().balance;

describe('store credit', () => {
  it('a return paid in store credit is spent at checkout: total lowered by the server, a tampered amount ignored, given back when the checkout is cancelled', async () => {
    const ada = await createUser(t.db);
    const order = await deliveredOrder(t, admin, { auth: ada.auth, email: ada.user.email });
    const id = await receivedReturn(order, 1);
    const closed = await patchReturn(t, id, { action: 'close', outcome: 'credit', note: 'Enjoy!' }, admin);
    expect(closed.json().return).toMatchObject({ status: 'closed', outcome: 'credit', credited: 5000 });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toHaveLength(0);
    expect(await balanceOf(ada.auth)).toBe(5000);

    // Her next cart: 2 × ₦5,000 + ₦2,500 delivery, less her ₦5,000 of credit.
    const next = await createProduct(t.db, { priceKobo: 500_000, stock: 10 });
    const cart = {
      items: [{ productId: next.productId, colorId: null, quantity: 2 }],
      delivery: { ...guestDelivery, email: ada.user.email },
      transportOption: 'BENIN',
    };
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers: ada.auth,
      payload: cart,
    });
    expect(quoted.json()).toMatchObject({
      subtotal: 10000,
      transportCost: 2500,
      storeCredit: 5000,
      amount: 7500,
    });
    const guestQuote = await t.app.inject({ method: 'POST', url: '/api/order/quote', payload: cart });
    expect(guestQuote.json()).toMatchObject({ storeCredit: 0, amount: 12500 });

    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/checkout',
        headers: ada.auth,
        // What a tampering client adds is not read: the server prices the credit itself.
        payload: { ...cart, amount: 100, storeCredit: 12_400 },
      });
    const first = await checkout();
    expect(first.json()).toMatchObject({ amountKobo: 750_000, storeCredit: 5000 });
    expect(await balanceOf(ada.auth)).toBe(0);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout/cancel',
      payload: { reference: first.json().reference },
    });
    expect(cancelled.json().status).toBe('expired');
    expect(await balanceOf(ada.auth)).toBe(5000);

    const second = await checkout();
    const { reference } = second.json<{ reference: string }>();
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/order/orders',
      headers: ada.auth,
      payload: { transactionId: reference },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.reference, reference));
    expect([row!.status, row!.amountKobo, row!.storeCreditKobo]).toEqual(['paid', 750_000, 500_000]);
    expect(await balanceOf(ada.auth)).toBe(0);
    // Spent: a third cart pays in full.
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers: ada.auth,
      payload: cart,
    });
    expect(third.json()).toMatchObject({ storeCredit: 0, amount: 12500 });
  });

  it('a guest has no balance to read', async () => {
    const res = await t.app.inject({ url: '/api/order/store-credit' });
    expect(res.statusCode).toBe(401);
  });
});

describe('an exchange', () => {
  it('moves the returned goods back into stock and the new shade out, and refunds the difference', async () => {
    const order = await deliveredOrder(t, admin);
    expect(await stockOf(t, order.product.id)).toBe(8);
    const other = await createProduct(t.db, {
      priceKobo: 400_000,
      colors: [
        { name: 'Cocoa', code: '#5a3825', stock: 5 },
        { name: 'Honey', code: '#c68e4e', stock: 5 },
      ],
    });
    const honey = other.colorRows.find((c) => c.name === 'Honey')!;
    const id = await receivedReturn(order, 2);

    // A dearer item is refused, and nothing moves.
    const dear = await createProduct(t.db, { priceKobo: 600_000, stock: 5 });
    const refused = await patchReturn(
      t,
      id,
      { action: 'close', outcome: 'exchange', productId: dear.id },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('costs ₦2,000 more than the returned ones');
    expect([await stockOf(t, order.product.id), await stockOf(t, dear.id)]).toEqual([8, 5]);
    const noShade = await patchReturn(
      t,
      id,
      { action: 'close', outcome: 'exchange', productId: other.id },
      admin,
    );
    expect([noShade.statusCode, noShade.json().message]).toEqual([
      400,
      'Choose the product (and shade) to send instead',
    ]);

    const exchanged = await patchReturn(
      t,
      id,
      { action: 'close', outcome: 'exchange', productId: other.id, colorId: honey.id },
      admin,
    );
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json().return).toMatchObject({
      status: 'closed',
      outcome: 'exchange',
      exchange: { name: other.name, color: 'Honey', quantity: 2 },
      refunded: 2000,
    });
    expect(await stockOf(t, order.product.id)).toBe(10);
    const shades = await t.db.select().from(colors).where(eq(colors.productId, other.id));
    expect(shades.map((c) => [c.name, c.stock]).sort()).toEqual([
      ['Cocoa', 5],
      ['Honey', 3],
    ]);
    const made = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(made.map((r) => r.amountKobo)).toEqual([200_000]);
  });
});
