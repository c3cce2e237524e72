import { sql } from 'drizzle-orm';
import type { LowStock } from '@shop/shared/admin/overview-schemas';
import { OVERVIEW_DAYS, SALE_STATUSES, SHOP_TIME_ZONE } from '@shop/shared/admin/sales';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

// The overview's figures, each one SQL aggregate over the orders (never loading them).
// A sale's moment is its payment time, else its creation (orders paid before paid_at was kept).

// The shop's own constants are written into the text (not sent as parameters) so that the
// planner sees the partial index's exact predicate and the time zone's and day count's types.
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
const zone = sql.raw(quoted(SHOP_TIME_ZONE));
const isSale = sql.raw(`o.status in (${SALE_STATUSES.map(quoted).join(', ')})`);
/** Matches the partial index `orders_sale_at_idx`, so the window is read from the index. */
const saleAt = sql`coalesce(o.paid_at, o.created_at)`;
const today = sql`(now() at time zone ${zone})::date`;
const firstDay = sql`(${today} - ${sql.raw(String(OVERVIEW_DAYS - 1))})`;
/** Midnight in Lagos at the start of the window's first day, as a timestamptz. */
const windowStart = sql`(${firstDay}::timestamp at time zone ${zone})`;

export type DayRow = { date: string; kobo: number; orders: number };

/** Every Lagos day of the window, oldest first, with its paid sales (zero when none). */
export async function dailySales(db: DbOrTx): Promise<DayRow[]> {
  const rows = await sqlRows<{ date: string; kobo: string | number; orders: string | number }>(
    db,
    sql`with per_day as (
          select (${saleAt} at time zone ${zone})::date as day,
                 sum(o.amount_kobo) as kobo, count(*) as orders
          from orders o
          where ${isSale} and ${saleAt} >= ${windowStart}
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
               coalesce(p.kobo, 0)::bigint as kobo, coalesce(p.orders, 0)::int as orders
        from generate_series(${firstDay}, ${today}, interval '1 day') as d(day)
        left join per_day p on p.day = d.day::date
        order by d.day`,
  );
  return rows.map((r) => ({ date: r.date, kobo: Number(r.kobo), orders: Number(r.orders) }));
}

/** How many orders are in each status, over the shop's whole life. */
export async function ordersByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await sqlRows<{ status: string; n: string | number }>(
    db,
    sql`select status, count(*) as n from orders group by status`,
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export type BestSellerRow = { productId: string; name: string; units: number; kobo: number };

/** The products sold in most units over the window; ties go to the higher revenue. */
export async function bestSellers(db: DbOrTx, limit: number): Promise<BestSellerRow[]> {
  const rows = await sqlRows<{
    productId: string;
    name: string;
    units: string | number;
    kobo: string | number;
  }>(
    db,
    sql`with sold as (
          select i.product_id, sum(i.quantity) as units, sum(i.unit_price_kobo * i.quantity) as kobo
          from orders o join order_items i on i.order_id = o.id
          where ${isSale} and ${saleAt} >= ${windowStart} and i.product_id is not null
          group by i.product_id
        )
        select p.product_id as "productId", p.name, s.units::int as units, s.kobo::bigint as kobo
        from sold s join products p on p.id = s.product_id
        order by s.units desc, s.kobo desc, p.name
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
