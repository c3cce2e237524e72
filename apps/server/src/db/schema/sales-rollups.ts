import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

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
