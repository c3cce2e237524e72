import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's address book: the checkout's delivery fields as the shared rules checked them
 * (the state's and LGA's names as the shop spells them). At most one default per customer, held
 * by a partial unique index so two requests at once cannot both leave a default.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    state: text('state').notNull(),
    /** The LGA, as the checkout's `city`. */
    city: text('city').notNull(),
    phoneNumber: text('phone_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);
