import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;

/**
 * An order is recorded as `pending` with the server's prices before the shopper pays; only a
 * verified payment moves it to `paid`. Money is whole kobo. The reference is unique, so one
 * payment can settle one order only.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    // Kept when an account is deleted (the shop's books), with the personal link removed.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    transportOption: text('transport_option').notNull(),
    transportCostKobo: bigint('transport_cost_kobo', { mode: 'number' }).notNull(),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    accessCode: text('access_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // What the provider reported when it settled: Paystack's fees (kobo, whoever bore them),
    // the channel (card, bank…) and its own time of payment.
    feesKobo: bigint('fees_kobo', { mode: 'number' }),
    paymentChannel: text('payment_channel'),
    providerPaidAt: timestamp('provider_paid_at', { withTimezone: true }),
    // The re-check's schedule for an unpaid order: each pending order has its own next time
    // (2, 5, 15, 30, 60 minutes after creation, then every 3 hours) and a count of checks made.
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).default(
      sql`now() + interval '2 minutes'`,
    ),
    checkCount: integer('check_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired')`,
    ),
    check('orders_amount_positive', sql`${t.amountKobo} > 0`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_recheck_idx').on(t.status, t.nextCheckAt),
  ],
);

/** Lines as sold: name, picture, price and colour are copied so later catalogue edits do not rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    colorId: uuid('color_id'),
    colorName: text('color_name'),
    colorCode: text('color_code'),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/** Every status change with its time and the admin who made it (null for the payment itself). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/** The sandbox provider's ledger: what its popup "charged", read back by verification. */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  email: text('email').notNull(),
  status: text('status').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider notifications as received (webhooks), for audit and for replays to stay harmless. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_reference_idx').on(t.reference)],
);
