import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * The products the shopkeeper says pair well with a product, in her order (decision 62). A
 * product deleted leaves the lists it was in; the product page shows only those on sale now.
 */
export const productPairings = pgTable(
  'product_pairings',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pairedId: uuid('paired_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.pairedId] }),
    index('product_pairings_paired_idx').on(t.pairedId),
    check('product_pairings_not_itself', sql`${t.productId} <> ${t.pairedId}`),
  ],
);
