import { sql } from 'drizzle-orm';
import type { DiscountGiven, LowStock } from '@shop/shared/admin/overview-schemas';
import { OVERVIEW_DAYS } from '@shop/shared/admin/sales';
import { SHOP_TIME_ZONE } from '@shop/shared/dates/shop-time';
import { koboToNaira } from '@shop/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

// The overview reads the running totals that the database's triggers keep for every order write
// (db/schema/sales-rollups.ts): a few dozen rows, whatever the number of orders, in one statement
// (one round trip: on the embedded database each query has a cost of its own). What a sale is
// (SALE_STATUSES) is written in those triggers; the tests check both agree.

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const today = sql`(now() at time zone ${zone})::date`;
const firstDay = sql`(${today} - ${sql.raw(String(OVERVIEW_DAYS - 1))})`;

export type DayRow = { date: string; kobo: number; orders: number };
export type ChannelDayRow = DayRow & { channel: string };
type BestSellerRow = { productId: string; name: string; units: number; kobo: number };
type NewestReviewRow = {
  _id: string;
  name: string;
  rating: number;
  review: string;
  productId: string;
  productName: string;
  createdAt: string;
};
export type OverviewFigures = {
  /** Whether the best sellers' window still starts on an earlier day than today's window. */
  windowIsOld: boolean;
  days: DayRow[];
  /** The window's days that had sales, by channel. */
  channelDays: ChannelDayRow[];
  statuses: { status: string; n: number }[];
  sellers: BestSellerRow[];
  reviews: NewestReviewRow[];
};

/**
 * Every Lagos day of the window, oldest first, with its paid sales (zero when none); orders per
 * status (all time); the products sold in most units over the window (ties to the higher
 * revenue, read from the top of the window's ranking index); the newest reviews.
 */
export async function readOverviewFigures(db: DbOrTx, top: number): Promise<OverviewFigures> {
  const [row] = await sqlRows<{ figures: OverviewFigures }>(
    db,
    sql`select json_build_object(
      'windowIsOld', (select start_day < ${firstDay} from sales_window where id = 1),
      'days', (
        select json_agg(json_build_object(
                 'date', to_char(d.day, 'YYYY-MM-DD'),
                 'kobo', coalesce(s.amount_kobo, 0),
                 'orders', coalesce(s.orders, 0)) order by d.day)
        from generate_series(${firstDay}, ${today}, interval '1 day') as d(day)
        left join sales_days s on s.day = d.day::date),
      'channelDays', (
        select coalesce(json_agg(json_build_object(
                 'date', to_char(day, 'YYYY-MM-DD'), 'channel', channel, 'kobo', amount_kobo, 'orders', orders)), '[]')
        from channel_sales_days where day >= ${firstDay}),
      'statuses', (select coalesce(json_agg(json_build_object('status', status, 'n', orders)), '[]')
                   from order_status_counts),
      'sellers', (
        select coalesce(json_agg(b), '[]') from (
          select p.product_id as "productId", p.name, w.units, w.amount_kobo as kobo
          from (
            -- The top of the ranking index first (the embedded database keeps no statistics
            -- and would otherwise join every product); a few spare rows stand in for products
            -- deleted since they sold.
            select product_id, units, amount_kobo from product_sales_window
            where units > 0
            order by units desc, amount_kobo desc
            limit ${top * 10}) w
          join products p on p.id = w.product_id
          order by w.units desc, w.amount_kobo desc
          limit ${top}) b),
      'reviews', (
        select coalesce(json_agg(r), '[]') from (
          select r.id as "_id", r.name, r.rating, r.review, p.product_id as "productId",
                 p.name as "productName", r.created_at as "createdAt"
          from reviews r join products p on p.id = r.product_id
          order by r.created_at desc, r.id
          limit ${top}) r)
    ) as figures`,
  );
  return row!.figures;
}

/** Moves the best sellers' window to the last 30 Lagos days (the first read of a new day). */
export async function rollSalesWindow(db: DbOrTx): Promise<void> {
  await db.execute(sql`select overview_roll_window()`);
}

/**
 * Counted products and shades at or under the shop's low-stock level (sold-out ones included),
 * fewest first: the overview's list and the daily low-stock e-mail (come-back/low-stock-digest.ts).
 */
export async function lowStock(db: DbOrTx, level: number, limit: number): Promise<LowStock[]> {
  const rows = await sqlRows<{ productId: string; name: string; color: string | null; stock: number }>(
    db,
    sql`select * from (
          select p.product_id as "productId", p.name, null as color, p.stock
            from products p where p.stock <= ${level}
          union all
          select p.product_id, p.name, c.name, c.stock
            from colors c join products p on p.id = c.product_id
           where c.stock <= ${level}
        ) low order by stock, "productId", color limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, stock: Number(r.stock) }));
}

/**
 * The codes whose uses were spent (the sale made) in the last 30 Lagos days, with the naira they
 * took off: read from the uses, which are few beside the orders.
 */
export async function discountsGiven(db: DbOrTx, limit: number): Promise<DiscountGiven[]> {
  const rows = await sqlRows<{ code: string; orders: number; kobo: number }>(
    db,
    sql`select d.code, count(*) as orders, sum(o.discount_kobo) as kobo
          from discount_uses u
          join orders o on o.id = u.order_id
          join discounts d on d.id = u.discount_id
         where u.state = 'spent' and (u.spent_at at time zone ${zone})::date >= ${firstDay}
         group by d.code order by kobo desc, d.code limit ${limit}`,
  );
  return rows.map((r) => ({ code: r.code, orders: Number(r.orders), discount: koboToNaira(Number(r.kobo)) }));
}
