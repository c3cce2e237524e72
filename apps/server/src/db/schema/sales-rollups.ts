import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

// Running totals behind the admin overview, kept by database triggers on `orders` and
// `order_items` (migration 0006_overview_rollups.sql) in the same transaction as every order
// write, so the overview reads a few dozen rows instead of aggregating 100,000 orders.
// A sale is an order in paid, processing, shipped or delivered; its day is the Lagos calendar day
// of its payment (of its creation when no payment time was kept).

/** How many orders are in each status, all time. */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status').primaryKey(),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
});

/** Paid sales per Lagos day: the orders' amounts and their number. */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull().default(0),
  orders: integer('orders').notNull().default(0),
});

/** Paid sales per Lagos day and channel (orders.channel): the overview's sales by channel. */
export const channelSalesDays = pgTable(
  'channel_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel] })],
);

/** Units and line revenue of each product per Lagos day of sale (no foreign key: history stays). */
export const productSalesDays = pgTable(
  'product_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * Each product's units and revenue over the days from `sales_window.start_day` on: the last 30
 * Lagos days once the overview has moved the window forward (it does so when read on a new day).
 * Ranked by units, so the best sellers are read from the top of one index.
 */
export const productSalesWindow = pgTable(
  'product_sales_window',
  {
    productId: uuid('product_id').primaryKey(),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('product_sales_window_rank_idx').on(t.units.desc(), t.amountKobo.desc())],
);

/** One row: the first day counted in `product_sales_window`. */
export const salesWindow = pgTable('sales_window', {
  id: smallint('id').primaryKey().default(1),
  startDay: date('start_day', { mode: 'string' }).notNull(),
});
