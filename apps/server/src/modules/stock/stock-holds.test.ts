import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { colors, orderItems, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { confirm, guestDelivery } from '../../testing/checkout-helpers.ts';
import { expireOrder } from '../payments/pending-recheck.repository.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { releaseExpiredHolds } from './stock-holds.ts';

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', STOCK_HOLD_MINUTES: '30' });
const admin = await createUser(t.db, { role: 'admin' });
const MINUTE = 60_000;

type Line = { productId: string; colorId?: string | null; quantity: number };
const checkout = (items: Line[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: items.map((i) => ({ colorId: null, ...i })),
      delivery: guestDelivery,
      transportOption: 'BENIN',
    },
  });
const pay = async (reference: string) => {
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  return confirm(t, reference);
};
// As an admin's write would: the quantity and its catalogue change together.
const setShadeStock = (id: string, stock: number) =>
  t.db.transaction(async (tx) => {
    const [shade] = await tx
      .update(colors)
      .set({ stock })
      .where(eq(colors.id, id))
      .returning({ productId: colors.productId });
    await recordCatalogChange(tx, [shade!.productId]);
  });
const setStock = (id: string, stock: number) =>
  t.db.transaction(async (tx) => {
    await tx.update(products).set({ stock }).where(eq(products.id, id));
    await recordCatalogChange(tx, [id]);
  });
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const shadeStockOf = async (id: string) =>
  (await t.db.select({ stock: colors.stock }).from(colors).where(eq(colors.id, id)))[0]!.stock;
const orderOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const shopperView = async (productId: string) =>
  (await t.app.inject({ url: `/api/product/products/${productId}` })).json<{ product: Product }>().product;

describe('stock held during checkout', () => {
  it('takes the quantity at checkout, shows it in the answers, and sells it on payment', async () => {
    const p = await createProduct(t.db, { name: 'Shea Glow Balm', stock: 7 });
    const res = await checkout([{ productId: p.productId, quantity: 3 }]);
    expect(res.statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(4);
    const order = await orderOf(res.json().reference);
    expect(order.holdExpiresAt!.getTime() - order.createdAt.getTime()).toBeGreaterThan(29 * MINUTE);
    // Shoppers see "only 4 left", never the number itself.
    const seen = await shopperView(p.productId);
    expect(seen).toMatchObject({ inStock: true, lowStock: true, left: 4 });
    expect(seen).not.toHaveProperty('stock');
    const paid = await pay(res.json().reference);
    expect(paid.statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(4);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => l.stockState)).toEqual(['sold']);
    // Expiry later does not give a sold line back.
    await releaseExpiredHolds(t.db, new Date(Date.now() + 60 * MINUTE));
    expect(await stockOf(p.id)).toBe(4);
  });

  it('answers 409 naming the product, the shade and how many are left, and writes nothing', async () => {
    const p = await createProduct(t.db, {
      name: 'Velvet Lip',
      stock: 10,
      colors: [{ name: 'Ruby', code: '#9b111e' }],
    });
    const ruby = p.colorRows[0]!.id;
    await setShadeStock(ruby, 2);
    const plain = await createProduct(t.db, { name: 'Rose Toner', stock: 5 });
    const before = (await t.db.select().from(orders)).length;
    const res = await checkout([
      { productId: plain.productId, quantity: 1 },
      { productId: p.productId, colorId: ruby, quantity: 3 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Sorry, only 2 of Velvet Lip in Ruby are left. Please reduce the quantity in your cart.',
    );
    // The whole checkout rolled back: the other line's hold too.
    expect(await stockOf(plain.id)).toBe(5);
    expect(await shadeStockOf(ruby)).toBe(2);
    expect((await t.db.select().from(orders)).length).toBe(before);

    await setStock(plain.id, 0);
    const none = await checkout([{ productId: plain.productId, quantity: 1 }]);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Sorry, Rose Toner has just sold out. Please remove it from your cart.');
    expect((await shopperView(plain.productId)).inStock).toBe(false);
  });

  it('leaves uncounted products to their yes/no flag', async () => {
    const p = await createProduct(t.db, { stock: null });
    const res = await checkout([{ productId: p.productId, quantity: 50 }]);
    expect(res.statusCode).toBe(200);
    const order = await orderOf(res.json().reference);
    expect(order.holdExpiresAt).toBeNull();
    expect(await stockOf(p.id)).toBeNull();
  });

  it('gives the stock back once when the hold runs out, and again never', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const res = await checkout([{ productId: p.productId, quantity: 2 }]);
    expect(await stockOf(p.id)).toBe(3);
    expect(await releaseExpiredHolds(t.db, new Date(Date.now() + 10 * MINUTE))).toBe(0);
    expect(await stockOf(p.id)).toBe(3);
    const later = new Date(Date.now() + 31 * MINUTE);
    await Promise.all([releaseExpiredHolds(t.db, later), releaseExpiredHolds(t.db, later)]);
    await releaseExpiredHolds(t.db, later);
    expect(await stockOf(p.id)).toBe(5);
    expect((await orderOf(res.json().reference)).status).toBe('pending');
  });

  it('gives the stock back when the checkout is marked expired', async () => {
    const p = await createProduct(t.db, { stock: 4 });
    const res = await checkout([{ productId: p.productId, quantity: 4 }]);
    expect(await stockOf(p.id)).toBe(0);
    expect((await shopperView(p.productId)).inStock).toBe(false);
    await expireOrder(t.db, (await orderOf(res.json().reference)).id);
    expect(await stockOf(p.id)).toBe(4);
    expect((await shopperView(p.productId)).inStock).toBe(true);
  });

  it('gives the stock back when an admin cancels a paid order', async () => {
    const p = await createProduct(t.db, { stock: 3, colors: [{ name: 'Nude', code: '#e3bc9a' }] });
    const nude = p.colorRows[0]!.id;
    await setShadeStock(nude, 6);
    const res = await checkout([{ productId: p.productId, colorId: nude, quantity: 2 }]);
    await pay(res.json().reference);
    expect(await shadeStockOf(nude)).toBe(4);
    const order = await orderOf(res.json().reference);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/orders/${order.id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await shadeStockOf(nude)).toBe(6);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('lets exactly 5 of 20 parallel checkouts for the last 5 units through', async () => {
    const p = await createProduct(t.db, { stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout([{ productId: p.productId, quantity: 1 }])),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await stockOf(p.id)).toBe(0);
    const held = await t.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
    expect(held.map((l) => l.stockState)).toEqual(['held', 'held', 'held', 'held', 'held']);
  });

  it('honours a late payment whose released stock has sold, flagging the order oversold', async () => {
    const p = await createProduct(t.db, { stock: 2 });
    const late = await checkout([{ productId: p.productId, quantity: 2 }]);
    await releaseExpiredHolds(t.db, new Date(Date.now() + 31 * MINUTE));
    const other = await checkout([{ productId: p.productId, quantity: 1 }]);
    await pay(other.json().reference);
    expect(await stockOf(p.id)).toBe(1);
    const paid = await pay(late.json().reference);
    expect(paid.statusCode).toBe(200);
    const order = await orderOf(late.json().reference);
    expect(order).toMatchObject({ status: 'paid', oversold: true });
    expect(await stockOf(p.id)).toBe(1);
    const list = await t.app.inject({ url: '/api/order/orders?status=all', headers: admin.auth });
    const shown = list
      .json()
      .data.find((o: { transactionId: string }) => o.transactionId === late.json().reference);
    expect(shown.oversold).toBe(true);
  });

  it('takes a released hold again for a late payment when the stock is still free', async () => {
    const p = await createProduct(t.db, { stock: 3 });
    const late = await checkout([{ productId: p.productId, quantity: 2 }]);
    await releaseExpiredHolds(t.db, new Date(Date.now() + 31 * MINUTE));
    expect(await stockOf(p.id)).toBe(3);
    await pay(late.json().reference);
    expect(await orderOf(late.json().reference)).toMatchObject({ status: 'paid', oversold: false });
    expect(await stockOf(p.id)).toBe(1);
  });
});
