import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_TYPES } from '@shop/shared/discounts/discount-types';
import { orders } from './orders.ts';

/**
 * A discount code the shopkeeper posts (decision 0030). The code is kept upper-case and is unique
 * among the codes not deleted, so `glow10` and `GLOW10` are one code. A deleted code with orders
 * behind it stays as history (deleted_at), so those orders still name it.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    // Percent off (1..100), kobo off (fixed), or 0 (free delivery).
    value: bigint('value', { mode: 'number' }).notNull(),
    minSubtotalKobo: bigint('min_subtotal_kobo', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    // The scope: the whole shop (both null), one category, or chosen products.
    category: text('category', { enum: ['makeup', 'skincare'] }),
    productIds: uuid('product_ids').array(),
    paused: boolean('paused').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discounts_type_check', sql`${t.type} in ('percent', 'fixed', 'free_delivery')`),
    check(
      'discounts_value_check',
      sql`(${t.type} = 'percent' and ${t.value} between 1 and 100) or (${t.type} = 'fixed' and ${t.value} > 0) or (${t.type} = 'free_delivery' and ${t.value} = 0)`,
    ),
    check('discounts_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) > 0`),
    check('discounts_min_subtotal_check', sql`${t.minSubtotalKobo} >= 0`),
    check(
      'discounts_dates_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check('discounts_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check(
      'discounts_max_uses_per_customer_check',
      sql`${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0`,
    ),
    check('discounts_category_check', sql`${t.category} in ('makeup', 'skincare')`),
    uniqueIndex('discounts_live_code_idx')
      .on(t.code)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One use of a code per order: held with the checkout's stock, spent when the order is paid (or
 * placed, for pay on delivery), deleted when the checkout expires or is cancelled, so the caps
 * count exactly the held and spent rows.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    // Lower-cased, for the per-customer cap.
    email: text('email').notNull(),
    state: text('state', { enum: ['held', 'spent'] })
      .notNull()
      .default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [
    check('discount_uses_state_check', sql`${t.state} in ('held', 'spent')`),
    check('discount_uses_email_lower', sql`${t.email} = lower(${t.email})`),
    index('discount_uses_discount_idx').on(t.discountId, t.email),
  ],
);
