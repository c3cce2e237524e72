import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_OUTCOMES, RETURN_STATUSES } from '@shop/shared/returns/return-schemas';
import { users } from './accounts.ts';
import { colors, products } from './catalog.ts';
import { orderItems, orders, refunds } from './orders.ts';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A shopper's request to send items of a delivered order back (decision 52), and staff's steps on
 * it: requested → approved | refused; approved → received → closed with one outcome.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    // The last note staff wrote to the shopper (each step's note is also in the audit log).
    note: text('note'),
    // Image ids (modules/images: re-encoded, metadata stripped), at most 3.
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    // What the returned lines were paid (their share of the code's discount taken off), kobo.
    valueKobo: bigint('value_kobo', { mode: 'number' }).notNull(),
    outcome: text('outcome', { enum: RETURN_OUTCOMES }),
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    creditedKobo: bigint('credited_kobo', { mode: 'number' }).notNull().default(0),
    // An exchange: what went out instead (copied, as order lines are).
    exchangeProductId: uuid('exchange_product_id').references(() => products.id, { onDelete: 'set null' }),
    exchangeColorId: uuid('exchange_color_id').references(() => colors.id, { onDelete: 'set null' }),
    exchangeName: text('exchange_name'),
    exchangeColorName: text('exchange_color_name'),
    exchangeQuantity: integer('exchange_quantity'),
    // What the exchanged item cost at the catalogue's price; the difference is refunded.
    exchangeCostKobo: bigint('exchange_cost_kobo', { mode: 'number' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('return_requests_status_check', sql`${t.status} in (${sql.raw(quoted(RETURN_STATUSES))})`),
    check('return_requests_outcome_check', sql`${t.outcome} in (${sql.raw(quoted(RETURN_OUTCOMES))})`),
    check('return_requests_reason_length', sql`char_length(${t.reason}) between 1 and 1000`),
    check('return_requests_value_check', sql`${t.valueKobo} >= 0`),
    index('return_requests_order_idx').on(t.orderId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** The lines and quantities a return asks to send back. */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
    index('return_items_return_idx').on(t.returnId),
    index('return_items_order_item_idx').on(t.orderItemId),
  ],
);

/**
 * A photo a shopper uploaded for a return of one order, before asking (decision 52): re-encoded as
 * product pictures are (modules/images). A request may name only photos of its order, uploaded by
 * the same asker (her account, or the order page's link when `uploadedBy` is null), not yet used.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The largest width's name in `images`, as a product's `image` holds it.
    image: text('image').notNull(),
    // The signed-in owner who uploaded it; null when it came with the order page's link.
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    // The request that used it; null until then.
    returnId: uuid('return_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_photos_order_idx').on(t.orderId), index('return_photos_return_idx').on(t.returnId)],
);

/**
 * Store credit as a ledger (decision 52): a return closed with credit adds an entry, an order
 * spending credit takes one off (negative, naming the order). A customer's balance is the sum of
 * her entries (her account's, or her proven e-mail's), leaving out spends of orders cancelled or expired: so a
 * cancelled or unpaid order gives its credit back without a write, exactly once.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // customerEmailKey of the order the credit came from or was spent on (db/customer-keys.ts).
    emailKey: text('email_key').notNull(),
    // Kept so staff can see the person by phone too (decision 45); the balance is read by e-mail.
    phoneKey: text('phone_key'),
    // The account it belongs to: the returned order's or the spending one's. Without an account
    // (a guest's return) the credit waits for an account that proves the e-mail (decision 52).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    returnId: uuid('return_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_credit_entries_amount_nonzero', sql`${t.amountKobo} <> 0`),
    index('store_credit_entries_email_idx').on(t.emailKey),
    index('store_credit_entries_user_idx').on(t.userId),
    // One credit per return and one spend per order, however often a step is sent.
    uniqueIndex('store_credit_entries_return_idx')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    uniqueIndex('store_credit_entries_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
