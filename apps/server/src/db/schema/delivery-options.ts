import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The ways a parcel can travel, priced and placed by the shopkeeper (decision 0031). `id` is what
 * the checkout sends (`GUO`, `GIG`, `BENIN` for the three the migration seeds). Where an option is
 * offered: `everywhere`; `states` (the states named, as the shop spells them); or `lgas` (the LGAs
 * named, all in the one state `states` holds). An inactive option is kept but offered nowhere.
 */
export const deliveryOptions = pgTable(
  'delivery_options',
  {
    id: text('id').primaryKey(),
    label: text('label').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    eta: text('eta').notNull().default(''),
    description: text('description').notNull().default(''),
    area: text('area', { enum: ['everywhere', 'states', 'lgas'] })
      .notNull()
      .default('everywhere'),
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lgas: text('lgas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_options_area_check', sql`${t.area} in ('everywhere', 'states', 'lgas')`),
    check('delivery_options_price_check', sql`${t.priceKobo} >= 0`),
    // The shape each area needs, so a row can never mean two things.
    check(
      'delivery_options_where_check',
      sql`(${t.area} = 'everywhere' and cardinality(${t.states}) = 0 and cardinality(${t.lgas}) = 0)
        or (${t.area} = 'states' and cardinality(${t.states}) > 0 and cardinality(${t.lgas}) = 0)
        or (${t.area} = 'lgas' and cardinality(${t.states}) = 1 and cardinality(${t.lgas}) > 0)`,
    ),
    index('delivery_options_position_idx').on(t.position, t.id),
  ],
);
