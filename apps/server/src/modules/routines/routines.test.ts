import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import { auditLog, orderItems, orders, products, routineParts } from '../../db/schema/index.ts';
import { adminProductForm } from '../../testing/admin-product-form.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { confirm, guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { releaseExpiredHolds } from '../stock/stock-holds.ts';

// Routines and kits (decision 60): sold at their own price, their stock drawn from their parts.

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', STOCK_HOLD_MINUTES: '30' });
const admin = await createUser(t.db, { role: 'admin' });
const form = adminProductForm(t, admin.auth);
const MINUTE = 60_000;
const STEPS = ['Cleanse', 'Treat', 'Moisturise', 'Protect'];

/** Four skincare parts at ₦5,000 each with these quantities (null = not counted). */
async function parts(stocks: (number | null)[]) {
  return Promise.all(
    stocks.map((stock, i) =>
      createProduct(t.db, { category: 'skincare', priceKobo: 500_000, stock, name: `Part ${i}` }),
    ),
  );
}
const stepsOf = (list: { productId: string }[]) =>
  JSON.stringify(list.map((p, i) => ({ productId: p.productId, step: STEPS[i] ?? `Step ${i}` })));
const inADay = () => new Date(Date.now() + 24 * 60 * MINUTE).toISOString();

/** A routine at ₦18,000 on sale at ₦15,000 of these parts, made through the admin form. */
async function routineOf(list: { productId: string }[], sale = true) {
  const res = await form.add({
    name: 'Clear Skin Routine',
    fullname: 'Glow Naija Clear Skin Routine',
    price: '18000',
    inStock: 'true',
    category: 'skincare',
    ...(sale && { salePrice: '15000', saleEndsAt: inADay() }),
    routineParts: stepsOf(list),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ product: AdminProduct }>().product;
}

const checkout = (productId: string, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId, colorId: null, quantity }],
      delivery: guestDelivery,
      transportOption: 'BENIN',
    },
  });
const pay = async (reference: string) => {
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  return confirm(t, reference);
};
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const stocksOf = (list: { id: string }[]) => Promise.all(list.map((p) => stockOf(p.id)));
const shopper = async (code: string) =>
  (await t.app.inject({ url: `/api/product/products/${code}` })).json<{ product: Product }>().product;
const orderOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const countOf = async (table: typeof products | typeof routineParts) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('a routine made in the admin', () => {
  it('shows its steps in order, its saving and the stock of its scarcest part, and is audited', async () => {
    const list = await parts([9, 4, null, 7]);
    const routine = await routineOf(list);
    expect(routine.stock).toBe(4);
    expect(routine.routine?.steps.map((s) => [s.step, s.productId])).toEqual(
      list.map((p, i) => [STEPS[i], p.productId]),
    );
    // The admin's products tab (its edit form starts from it) shows the steps and the parts' stock.
    const page = await t.app.inject({
      url: '/api/product/admin/products?q=Clear%20Skin&limit=100',
      headers: admin.auth,
    });
    const listed = page.json<{ products: AdminProduct[] }>().products.find((p) => p._id === routine._id);
    expect(listed).toMatchObject({ stock: 4, inStock: true });
    expect(listed?.routine?.steps.map((s) => s.step)).toEqual(STEPS);
    const seen = await shopper(routine.productId);
    expect(seen).toMatchObject({ inStock: true, lowStock: true, left: 4, salePrice: 15000 });
    // Four parts at ₦5,000 are ₦20,000; the routine is charged ₦15,000 while its sale runs.
    expect(seen.routine).toMatchObject({ saving: 5000 });
    expect(seen.routine?.steps[0]).toEqual({
      step: 'Cleanse',
      productId: list[0]!.productId,
      name: 'Part 0',
      image: null,
      price: 5000,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'product.created'), eq(auditLog.subjectId, routine._id)));
    expect((entry!.after as { routine: string[] }).routine[0]).toBe(
      `Cleanse: Part 0 (${list[0]!.productId})`,
    );
  });

  it('follows its scarcest part: a part sold out or deleted makes it unbuyable', async () => {
    const list = await parts([3, 3, 3, 3]);
    const routine = await routineOf(list);
    await form.edit(list[2]!.productId, { stock: '0' });
    expect(await shopper(routine.productId)).toMatchObject({ inStock: false });
    expect((await checkout(routine.productId)).statusCode).toBe(409);
    await form.edit(list[2]!.productId, { stock: '2' });
    expect(await shopper(routine.productId)).toMatchObject({ inStock: true, left: 2 });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/admin/products/${list[1]!.productId}`,
      headers: admin.auth,
    });
    expect(gone.statusCode).toBeLessThan(300);
    expect(await shopper(routine.productId)).toMatchObject({ inStock: false });
    expect((await checkout(routine.productId)).statusCode).toBe(400);
    expect(await stocksOf([list[0]!, list[2]!, list[3]!])).toEqual([3, 2, 3]);
  });

  it('refuses (400, naming the field) no steps, a routine as a step, a product twice and an unknown one, writing nothing', async () => {
    const list = await parts([5, 5]);
    const inner = await routineOf(list, false);
    const shaded = await createProduct(t.db, { colors: [{ name: 'Nude', code: '#e3bc9a' }] });
    const before = [await countOf(products), await countOf(routineParts)];
    const refusals = [
      ['[]', 'at least one step'],
      [stepsOf([list[0]!, inner]), 'is itself a routine'],
      [stepsOf([list[0]!, list[0]!]), 'twice'],
      [stepsOf([list[0]!, { productId: 'NO-SUCH-1' }]), 'There is no product NO-SUCH-1'],
      [stepsOf([list[0]!, shaded]), 'comes in shades'],
    ] as const;
    for (const [steps, words] of refusals) {
      const res = await form.add({
        name: 'Kit',
        fullname: 'Kit',
        price: '9000',
        inStock: 'true',
        category: 'skincare',
        routineParts: steps,
      });
      expect(res.statusCode, steps).toBe(400);
      expect(res.json()).toMatchObject({ field: 'routineParts' });
      expect(res.json().message).toContain(words);
    }
    // A step of a routine cannot become one, nor a routine its own step.
    expect((await form.edit(list[0]!.productId, { routineParts: stepsOf([list[1]!]) })).statusCode).toBe(400);
    expect((await form.edit(inner.productId, { routineParts: stepsOf([inner]) })).statusCode).toBe(400);
    expect([await countOf(products), await countOf(routineParts)]).toEqual(before);
    expect((await shopper(inner.productId)).routine?.steps).toHaveLength(2);
  });
});

describe('buying a routine', () => {
  it('takes one of each part once, charges the sale price and keeps the line as bought', async () => {
    const list = await parts([6, 6, 6, null]);
    const routine = await routineOf(list);
    const res = await checkout(routine.productId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stocksOf(list)).toEqual([5, 5, 5, null]);
    expect((await pay(res.json().reference)).statusCode).toBe(200);
    expect(await stocksOf(list)).toEqual([5, 5, 5, null]);
    const order = await orderOf(res.json().reference);
    expect(order.subtotalKobo).toBe(1_500_000);
    expect(order.amountKobo).toBe(1_500_000 + order.transportCostKobo);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({
      productName: 'Clear Skin Routine',
      unitPriceKobo: 1_500_000,
      stockState: 'sold',
    });
    // Every part it took is kept (an uncounted one moves nothing when given back).
    expect(line!.routineParts?.map((p) => p.productId).sort()).toEqual(list.map((p) => p.id).sort());
    expect(await shopper(routine.productId)).toMatchObject({ left: 5 });
  });

  it('never oversells a part bought at once on its own and in routines', async () => {
    const list = await parts([4, 9, 9, 9]);
    const routine = await routineOf(list);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => checkout(i % 2 ? routine.productId : list[0]!.productId)),
    );
    const sold = answers.filter((a) => a.statusCode === 200);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(sold).toHaveLength(4);
    const routinesSold = answers.filter((a, i) => i % 2 === 1 && a.statusCode === 200).length;
    expect(await stocksOf(list)).toEqual([0, 9 - routinesSold, 9 - routinesSold, 9 - routinesSold]);
  });

  it('gives each part back once when the hold runs out, however many releases run', async () => {
    const list = await parts([2, 5, 5, 5]);
    const routine = await routineOf(list);
    expect((await checkout(routine.productId, 2)).statusCode).toBe(200);
    expect(await stocksOf(list)).toEqual([0, 3, 3, 3]);
    expect(await shopper(routine.productId)).toMatchObject({ inStock: false });
    const later = new Date(Date.now() + 31 * MINUTE);
    await Promise.all([releaseExpiredHolds(t.db, later), releaseExpiredHolds(t.db, later)]);
    await releaseExpiredHolds(t.db, later);
    expect(await stocksOf(list)).toEqual([2, 5, 5, 5]);
    expect(await shopper(routine.productId)).toMatchObject({ inStock: true, left: 2 });
  });

  it('gives each part back once when an admin cancels the paid order, even after the routine changed', async () => {
    const list = await parts([5, 5, 5, 5]);
    const routine = await routineOf(list);
    const res = await checkout(routine.productId);
    await pay(res.json().reference);
    expect(await stocksOf(list)).toEqual([4, 4, 4, 4]);
    // The routine now has other steps: the order gives back what it took.
    await form.edit(routine.productId, { routineParts: stepsOf([list[0]!]) });
    const order = await orderOf(res.json().reference);
    const cancel = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/order/orders/${order.id}/status`,
        headers: admin.auth,
        payload: { status: 'cancelled' },
      });
    expect((await cancel()).statusCode).toBe(200);
    await cancel();
    expect(await stocksOf(list)).toEqual([5, 5, 5, 5]);
  });
});
