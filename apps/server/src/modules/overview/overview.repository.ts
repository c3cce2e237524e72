import { sql } from 'drizzle-orm';
import type { LowStock } from '@shop/shared/admin/overview-schemas';
import { OVERVIEW_DAYS, SHOP_TIME_ZONE } from '@shop/shared/admin/sales';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

// The overview reads the running totals that the database's triggers keep for every order write
// (db/schema/sales-rollups.ts): a few dozen rows, whatever the number of orders. What a sale is
// (SALE_STATUSES) is written in those triggers; the tests check both agree.

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const today = sql`(now() at time zone ${zone})::date`;
const firstDay = sql`(${today} - ${sql.raw(String(OVERVIEW_DAYS - 1))})`;

export type DayRow = { date: string; kobo: number; orders: number };

/** Every Lagos day of the window, oldest first, with its paid sales (zero when none). */
export async function dailySales(db: DbOrTx): Promise<DayRow[]> {
  const rows = await sqlRows<{ date: string; kobo: string | number; orders: string | number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as date,
               coalesce(s.amount_kobo, 0) as kobo, coalesce(s.orders, 0) as orders
        from generate_series(${firstDay}, ${today}, interval '1 day') as d(day)
        left join sales_days s on s.day = d.day::date
        order by d.day`,
  );
  return rows.map((r) => ({ date: r.date, kobo: Number(r.kobo), orders: Number(r.orders) }));
}

/** How many orders are in each status, over the shop's whole life. */
export async function ordersByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await sqlRows<{ status: string; n: string | number }>(
    db,
    sql`select status, orders as n from order_status_counts`,
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export type BestSellerRow = { productId: string; name: string; units: number; kobo: number };

/**
 * The catalogue's products sold in most units over the window; ties go to the higher revenue.
 * The window's totals are moved to today first (a no-op except on the first read of a day), then
 * the top rows of their ranking index are read.
 */
export async function bestSellers(db: DbOrTx, limit: number): Promise<BestSellerRow[]> {
  await db.execute(sql`select overview_roll_window()`);
  const rows = await sqlRows<{
    productId: string;
    name: string;
    units: string | number;
    kobo: string | number;
  }>(
    db,
    sql`select p.product_id as "productId", p.name, w.units, w.amount_kobo as kobo
        from product_sales_window w join products p on p.id = w.product_id
        where w.units > 0
        order by w.units desc, w.amount_kobo desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    units: Number(r.units),
    kobo: Number(r.kobo),
  }));
}

export type NewestReviewRow = {
  _id: string;
  name: string;
  rating: number;
  review: string;
  productId: string;
  productName: string;
  createdAt: Date | string;
};

export async function newestReviews(db: DbOrTx, limit: number): Promise<NewestReviewRow[]> {
  return sqlRows<NewestReviewRow>(
    db,
    sql`select r.id as "_id", r.name, r.rating, r.review, p.product_id as "productId",
               p.name as "productName", r.created_at as "createdAt"
        from reviews r join products p on p.id = r.product_id
        order by r.created_at desc, r.id
        limit ${limit}`,
  );
}

/**
 * Products and colours with a counted stock of 1 to LOW_STOCK_AT_MOST, fewest first.
 * Counted stock (`products.stock`, `colors.stock`) arrives with the stock work; until those
 * columns exist this answers an empty list. TODO(lead): query them when merging.
 */
export async function lowStock(_db: DbOrTx, _limit: number): Promise<LowStock[]> {
  return [];
}
