import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * A routine or kit (decision 60) is a product with parts: its steps in order, each another product
 * taken from stock when the routine is sold. The routine has no stock of its own. A part deleted
 * from the catalogue leaves its step with no product (null), and the routine cannot be bought.
 */
export const routineParts = pgTable(
  'routine_parts',
  {
    routineId: uuid('routine_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    partId: uuid('part_id').references(() => products.id, { onDelete: 'set null' }),
    /** What the step is called on the page ("Cleanse", "Treat"…). */
    step: text('step').notNull(),
    /** Units of the part one routine takes. */
    quantity: smallint('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.routineId, t.position] }),
    uniqueIndex('routine_parts_once_idx').on(t.routineId, t.partId),
    // Every stock change asks which routines use the products it changed.
    index('routine_parts_part_idx').on(t.partId),
    check('routine_parts_quantity_positive', sql`${t.quantity} > 0`),
    check('routine_parts_not_itself', sql`${t.partId} <> ${t.routineId}`),
  ],
);
