import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Staff notes on a customer. A customer is computed from their orders (decision 45), so a note
 * hangs on the order that was the person's first when it was written: the customer's page shows
 * the notes of all their orders, and a note follows its person when two people turn out one.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    // The author's username is kept with the note: the account may be renamed or deleted later.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_notes_body_length', sql`char_length(${t.body}) between 1 and 1000`),
    index('customer_notes_order_idx').on(t.orderId, t.createdAt),
  ],
);
