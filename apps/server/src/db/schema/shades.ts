import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SKIN_DEPTHS, UNDERTONES } from '@shop/shared/products/shade';
import { users } from './accounts.ts';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** A signed-in shopper's shade from the shade finder (decision 57); goes with her account. */
export const shopperShades = pgTable(
  'shopper_shades',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    depth: text('depth').notNull(),
    undertone: text('undertone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shopper_shades_depth_known', sql`${t.depth} in (${sql.raw(quoted(SKIN_DEPTHS))})`),
    check('shopper_shades_undertone_known', sql`${t.undertone} in (${sql.raw(quoted(UNDERTONES))})`),
  ],
);
