import { sql } from 'drizzle-orm';
import { bigserial, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { colors, products } from './catalog.ts';

/**
 * Addresses that asked for no more of the shop's marketing mail (unpaid-checkout reminders,
 * back-in-stock notes). Kept lower-cased, so any spelling of the address is the same one.
 */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's "Notify me" for an out-of-stock product or shade (color_id null: the product as a
 * whole). Open while notified_at is null; the timer that sees the stock back writes the e-mail and
 * sets notified_at in one transaction, so each subscriber gets one mail.
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id').references(() => colors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per address and product/shade: asking twice is the same request.
    uniqueIndex('stock_notifications_open_idx')
      .on(t.productId, sql`coalesce(${t.colorId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.email)
      .where(sql`${t.notifiedAt} is null`),
    // The timer's question reads only the open requests.
    index('stock_notifications_waiting_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/** One row per shop day whose low-stock e-mail was written: the day's claim, taken once by one process. */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date('day').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
