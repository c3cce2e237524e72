import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import { orderItems, orders } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { SALE_STATUSES } from '@shop/shared/admin/sales';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview, createUser } from '../../testing/factories.ts';
import { confirm, startCheckout } from '../../testing/checkout-helpers.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const overview = async () => {
  const res = await t.app.inject({ url: '/api/admin/overview', headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json<OverviewResponse>();
};

const DAY = 86_400_000;
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
/** A moment on a Lagos day `daysAgo` before today at hh:mm Lagos time (Lagos is UTC+1 all year). */
const lagosTime = (daysAgo: number, hh: number, mm: number) =>
  new Date(Date.parse(`${lagosToday()}T00:00:00Z`) - daysAgo * DAY + (hh - 1) * 3_600_000 + mm * 60_000);
const lagosDay = (daysAgo: number) =>
  new Date(Date.parse(`${lagosToday()}T00:00:00Z`) - daysAgo * DAY).toISOString().slice(0, 10);

/** The answer speaks naira; whole kobo compare exactly. */
const kobo = (naira: number) => Math.round(naira * 100);
type Line = { product: { id: string; productId: string; name: string }; quantity: number; unitKobo: number };

/** An order as the shop would have recorded it on an earlier day (checkout cannot make old orders). */
async function insertOrder(input: {
  status: (typeof orders.$inferInsert)['status'];
  amountKobo: number;
  paidAt: Date | null;
  createdAt?: Date;
  lines?: Line[];
}) {
  const createdAt = input.createdAt ?? input.paidAt ?? new Date();
  const [order] = await t.db
    .insert(orders)
    .values({
      reference: `ref_test_${randomUUID()}`,
      name: 'Ngozi Eze',
      email: 'ngozi@example.ng',
      phoneNumber: '08031234567',
      address: '12 Airport Road',
      state: 'Edo',
      city: 'Oredo',
      transportOption: 'BENIN',
      transportCostKobo: 0,
      subtotalKobo: input.amountKobo,
      amountKobo: input.amountKobo,
      status: input.status,
      provider: 'sandbox',
      paidAt: input.paidAt,
      createdAt,
    })
    .returning();
  for (const line of input.lines ?? [])
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: line.product.id,
      productCode: line.product.productId,
      productName: line.product.name,
      unitPriceKobo: line.unitKobo,
      quantity: line.quantity,
    });
}

describe('GET /api/admin/overview', () => {
  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    expect((await t.app.inject({ url: '/api/admin/overview' })).statusCode).toBe(401);
    const customer = await createUser(t.db);
    const res = await t.app.inject({ url: '/api/admin/overview', headers: customer.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
  });

  it('answers zeros for a shop without orders, with every Lagos day of the month present', async () => {
    const body = await overview();
    expect(body.timeZone).toBe('Africa/Lagos');
    expect(body.today).toBe(lagosToday());
    expect(body.sales.today).toEqual({
      sales: 0,
      orders: 0,
      averageOrder: 0,
    });
    expect(Object.values(body.ordersByStatus).every((n) => n === 0)).toBe(true);
    expect(Object.keys(body.ordersByStatus).sort()).toEqual([
      'cancelled',
      'delivered',
      'expired',
      'paid',
      'pay_on_delivery',
      'pending',
      'processing',
      'shipped',
    ]);
    expect(body.dailySales.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => lagosDay(29 - i)),
    );
    expect(body.dailySales.every((d) => d.sales === 0 && d.orders === 0)).toBe(true);
    expect(body.bestSellers).toEqual([]);
    expect(body.lowStock).toEqual([]);
  });

  it('adds up paid sales by Lagos day: today, 7 and 30 days, statuses and best sellers', async () => {
    // Today: a real checkout paid through the sandbox (two of one product).
    const { reference, amountKobo } = await startCheckout(t);
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(t, reference)).statusCode).toBe(200);

    const lipstick = await createProduct(t.db, { name: 'Ruby Lipstick' });
    const serum = await createProduct(t.db, { name: 'Vitamin C Serum' });
    // Three days ago, late evening in Lagos.
    await insertOrder({
      status: 'delivered',
      amountKobo: 1_000_000,
      paidAt: lagosTime(3, 23, 30),
      lines: [{ product: lipstick, quantity: 5, unitKobo: 200_000 }],
    });
    // Ten past midnight in Lagos six days ago is still in the 7 days (in UTC it is the day before).
    await insertOrder({
      status: 'shipped',
      amountKobo: 300_000,
      paidAt: lagosTime(6, 0, 10),
      lines: [{ product: lipstick, quantity: 1, unitKobo: 300_000 }],
    });
    // Ten to midnight seven days ago: in the 30 days, not in the 7.
    await insertOrder({
      status: 'processing',
      amountKobo: 200_000,
      paidAt: lagosTime(7, 23, 50),
      lines: [{ product: serum, quantity: 3, unitKobo: 60_000 }],
    });
    // Paid without a payment time: counted on its creation day.
    await insertOrder({ status: 'paid', amountKobo: 150_000, paidAt: null, createdAt: lagosTime(10, 12, 0) });
    // Not sales of the window: paid 30 Lagos days ago, cancelled today, unpaid, expired.
    await insertOrder({
      status: 'delivered',
      amountKobo: 9_999_900,
      paidAt: lagosTime(30, 12, 0),
      lines: [{ product: serum, quantity: 100, unitKobo: 99_999 }],
    });
    await insertOrder({
      status: 'cancelled',
      amountKobo: 5_000_000,
      paidAt: new Date(),
      lines: [{ product: serum, quantity: 50, unitKobo: 100_000 }],
    });
    await insertOrder({ status: 'pending', amountKobo: 70_000, paidAt: null });
    await insertOrder({ status: 'expired', amountKobo: 80_000, paidAt: null, createdAt: lagosTime(5, 9, 0) });

    const body = await overview();
    expect(body.sales.today).toEqual({
      sales: amountKobo / 100,
      orders: 1,
      averageOrder: amountKobo / 100,
    });
    expect(kobo(body.sales.last7Days.sales)).toBe(amountKobo + 1_300_000);
    expect(body.sales.last7Days.orders).toBe(3);
    const month = amountKobo + 1_650_000;
    expect(body.sales.last30Days).toEqual({
      sales: month / 100,
      orders: 5,
      averageOrder: Math.round(month / 5) / 100,
    });
    expect(body.ordersByStatus).toEqual({
      pending: 1,
      paid: 2,
      processing: 1,
      shipped: 1,
      delivered: 2,
      cancelled: 1,
      expired: 1,
      pay_on_delivery: 0,
    });

    expect(body.dailySales).toHaveLength(30);
    const on = (daysAgo: number) => body.dailySales.find((d) => d.date === lagosDay(daysAgo));
    expect(on(0)).toMatchObject({ sales: amountKobo / 100, orders: 1 });
    expect(on(3)).toEqual({ date: lagosDay(3), sales: 10_000, orders: 1 });
    expect(on(6)).toMatchObject({ sales: 3_000, orders: 1 });
    expect(on(7)).toMatchObject({ sales: 2_000, orders: 1 });
    expect(on(10)).toMatchObject({ sales: 1_500, orders: 1 });
    expect(kobo(body.dailySales.reduce((sum, d) => sum + d.sales, 0))).toBe(month);

    expect(body.bestSellers.map((b) => [b.name, b.units])).toEqual([
      ['Ruby Lipstick', 6],
      ['Vitamin C Serum', 3],
      [expect.stringMatching(/^Test Product/), 2],
    ]);
    expect(body.bestSellers[0]).toEqual({
      productId: lipstick.productId,
      name: 'Ruby Lipstick',
      units: 6,
      revenue: 13_000,
    });
  });

  it('shows the five newest reviews with their product’s name', async () => {
    const product = await createProduct(t.db, { name: 'Shea Body Butter' });
    for (let i = 1; i <= 6; i++)
      await createReview(t.db, product.id, {
        name: `Reviewer ${i}`,
        rating: (i % 5) + 1,
        review: `Review number ${i}`,
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
      });
    const { newestReviews } = await overview();
    expect(newestReviews.map((r) => r.name)).toEqual([
      'Reviewer 6',
      'Reviewer 5',
      'Reviewer 4',
      'Reviewer 3',
      'Reviewer 2',
    ]);
    expect(newestReviews[0]).toMatchObject({
      rating: 2,
      review: 'Review number 6',
      productId: product.productId,
      productName: 'Shea Body Butter',
    });
    expect(Number.isNaN(Date.parse(newestReviews[0]!.createdAt))).toBe(false);
  });

  it('drops a cancelled sale at once and keeps its totals equal to the orders themselves', async () => {
    const before = await overview();
    const { reference, amountKobo } = await startCheckout(t);
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    await confirm(t, reference);
    const [order] = await t.db.select().from(orders).where(eq(orders.reference, reference));
    expect(kobo((await overview()).sales.today.sales)).toBe(kobo(before.sales.today.sales) + amountKobo);

    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/orders/${order!.id}/status`,
      headers: admin.auth,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const after = await overview();
    expect(after.sales.today).toEqual(before.sales.today);
    expect(after.ordersByStatus.cancelled).toBe(before.ordersByStatus.cancelled + 1);

    // The running totals against a full count of the orders, by the shared definition of a sale.
    const sale = sql.raw(`o.status in (${SALE_STATUSES.map((s) => `'${s}'`).join(', ')})`);
    const day = sql`to_char(coalesce(o.paid_at, o.created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD')`;
    const [direct] = await sqlRows<{ kobo: string; n: string }>(
      t.db,
      sql`select coalesce(sum(o.amount_kobo), 0) as kobo, count(*) as n from orders o
          where ${sale} and ${day} >= ${after.dailySales[0]!.date}`,
    );
    expect(kobo(after.sales.last30Days.sales)).toBe(Number(direct!.kobo));
    expect(after.sales.last30Days.orders).toBe(Number(direct!.n));
    const units = await sqlRows<{ productId: string; units: string }>(
      t.db,
      sql`select p.product_id as "productId", sum(i.quantity) as units
          from orders o join order_items i on i.order_id = o.id join products p on p.id = i.product_id
          where ${sale} and ${day} >= ${after.dailySales[0]!.date}
          group by p.product_id order by 2 desc, 1 limit 5`,
    );
    expect(after.bestSellers.map((b) => b.units)).toEqual(units.map((u) => Number(u.units)));
    const statuses = await sqlRows<{ status: string; n: string }>(
      t.db,
      sql`select status, count(*) as n from orders group by status`,
    );
    for (const { status, n } of statuses)
      expect(after.ordersByStatus[status as keyof typeof after.ordersByStatus]).toBe(Number(n));
  });

  it('lets a day’s sales leave the best sellers when they fall out of the 30 days', async () => {
    const blush = await createProduct(t.db, { name: 'Old Favourite Blush' });
    // As if the window had last been moved five days ago: a sale made 32 days ago was still in it.
    await t.db.execute(sql`update sales_window set start_day = start_day - 5`);
    await insertOrder({
      status: 'delivered',
      amountKobo: 99_000_000,
      paidAt: lagosTime(32, 10, 0),
      lines: [{ product: blush, quantity: 1_000, unitKobo: 99_000 }],
    });
    const [{ units }] = (await sqlRows<{ units: string }>(
      t.db,
      sql`select units from product_sales_window where product_id = ${blush.id}`,
    )) as [{ units: string }];
    expect(Number(units)).toBe(1_000);
    const { bestSellers } = await overview();
    expect(bestSellers.map((b) => b.name)).not.toContain('Old Favourite Blush');
    const [{ start }] = (await sqlRows<{ start: string }>(
      t.db,
      sql`select to_char(start_day, 'YYYY-MM-DD') as start from sales_window`,
    )) as [{ start: string }];
    expect(start).toBe(lagosDay(29));
  });
});
