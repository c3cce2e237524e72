import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES } from '@shop/shared/catalog/product-types';
import { SKIN_CONCERNS, SKIN_TYPES } from '@shop/shared/products/skin';
import { SKIN_DEPTHS, UNDERTONES } from '@shop/shared/products/shade';
import { users } from './accounts.ts';
import { trigramIndexOptions } from './trigram-index.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull().unique(),
    name: text('name').notNull(),
    fullname: text('fullname').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: ['makeup', 'skincare'] }).notNull(),
    // What kind of product within its category (lips, cleanse…); null for products made before
    // types existed, until the shopkeeper sets one.
    type: text('type'),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    image: text('image'),
    inStock: boolean('in_stock').notNull().default(true),
    // How many are free to sell (held checkouts already taken out); null = not counted, the
    // yes/no flag above rules. Never negative: every decrement is conditional.
    stock: integer('stock'),
    // The label's ingredients as the shop typed them ('' = not given: no "free of" claims).
    ingredients: text('ingredients').notNull().default(''),
    // The NAFDAC registration number printed on the pack (packages/shared/src/products/nafdac.ts).
    nafdacNumber: text('nafdac_number'),
    // Sold as final: never taken back (the shop's return rules, decision 52).
    finalSale: boolean('final_sale').notNull().default(false),
    // A sale (decision 60): the lower price charged from sale_starts_at (when it was set) until
    // sale_ends_at; all three null without one. An ended sale stays until the shop clears or
    // replaces it, and is simply no longer charged or shown.
    salePriceKobo: bigint('sale_price_kobo', { mode: 'number' }),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    // Shop by skin (decision 58): the skin types it is good for and the concerns it targets, each a
    // subset of packages/shared/src/products/skin.ts kept in that list's order; empty = not said.
    skinTypes: text('skin_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    concerns: text('concerns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_category_check', sql`${t.category} in ('makeup', 'skincare')`),
    check('products_price_positive', sql`${t.priceKobo} > 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check(
      'products_sale_below_price',
      sql`${t.salePriceKobo} is null or (${t.salePriceKobo} > 0 and ${t.salePriceKobo} < ${t.priceKobo})`,
    ),
    check(
      'products_sale_whole',
      sql`(${t.salePriceKobo} is null) = (${t.saleEndsAt} is null) and (${t.salePriceKobo} is null) = (${t.saleStartsAt} is null)`,
    ),
    // A type belongs to its category's list (packages/shared/src/catalog/product-types.ts).
    check(
      'products_type_of_category',
      sql`${t.type} is null or (${t.category} = 'makeup' and ${t.type} in (${sql.raw(quoted(PRODUCT_TYPES.makeup))})) or (${t.category} = 'skincare' and ${t.type} in (${sql.raw(quoted(PRODUCT_TYPES.skincare))}))`,
    ),
    check('products_skin_types_known', sql`${t.skinTypes} <@ array[${sql.raw(quoted(SKIN_TYPES))}]::text[]`),
    check('products_concerns_known', sql`${t.concerns} <@ array[${sql.raw(quoted(SKIN_CONCERNS))}]::text[]`),
    index('products_category_idx').on(t.category, t.createdAt),
    // "Which products are for oily skin / target acne" straight off an index (array containment).
    index('products_skin_types_idx').using('gin', t.skinTypes),
    index('products_concerns_idx').using('gin', t.concerns),
    // The admin's products tab pages through every product newest first.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.productId),
    // The admin's product search matches any part of the names (ILIKE '%…%'): trigram indexes.
    index('products_search_name_idx').using('gin', t.name.op('gin_trgm_ops')).with(trigramIndexOptions),
    index('products_search_fullname_idx')
      .using('gin', t.fullname.op('gin_trgm_ops'))
      .with(trigramIndexOptions),
  ],
);

export const colors = pgTable(
  'colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    /** The shade's own free quantity, as products.stock. */
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
    /** The shade's own picture (a stored image name, as a product's `image`); null shows the product's. */
    image: text('image'),
    /** The skin depth and undertone the shade is for (packages/shared/src/products/shade.ts); both or neither. */
    depth: text('depth'),
    undertone: text('undertone'),
  },
  (t) => [
    index('colors_product_idx').on(t.productId, t.position),
    check('colors_stock_nonnegative', sql`${t.stock} >= 0`),
    check(
      'colors_shade_known',
      sql`(${t.depth} is null and ${t.undertone} is null) or (${t.depth} in (${sql.raw(quoted(SKIN_DEPTHS))}) and ${t.undertone} in (${sql.raw(quoted(UNDERTONES))}))`,
    ),
  ],
);

/** Content-addressed image bytes: one source of truth for any number of app processes. */
export const images = pgTable('images', {
  filename: text('filename').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // The customer who wrote it; null for the demo's reviews. Their reviews go with their account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The order a guest buyer's review invitation proved (decision 42); null otherwise. No foreign
    // key: orders are never deleted (the shop's books), and orders.ts already refers to this file.
    orderId: uuid('order_id'),
    rating: smallint('rating').notNull(),
    name: text('name').notNull(),
    review: text('review').notNull(),
    // Written by a customer with a paid (or later) order holding the product.
    verified: boolean('verified').notNull().default(false),
    // The reviewer's skin type as she gave it in the review form (decision 61); null when not given.
    skinType: text('skin_type', { enum: SKIN_TYPES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_skin_type_known', sql`${t.skinType} in (${sql.raw(quoted(SKIN_TYPES))})`),
    // One review per customer and product: writing again replaces it.
    uniqueIndex('reviews_user_product_idx')
      .on(t.userId, t.productId)
      .where(sql`user_id is not null`),
    // One review per product from one order's invitation: a second is refused.
    uniqueIndex('reviews_order_product_idx')
      .on(t.orderId, t.productId)
      .where(sql`order_id is not null`),
    // Newest first, the id breaking ties (NULLS FIRST is what ORDER BY … DESC means, so the order
    // matches exactly): a product's page of reviews, all reviews, one star
    // rating's reviews, each read straight off its index in the order it is shown.
    index('reviews_product_idx').on(t.productId, t.createdAt.desc().nullsFirst(), t.id),
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('reviews_rating_idx').on(t.rating, t.createdAt.desc().nullsFirst(), t.id),
    // The admin's review search matches any part of the reviewer's name or the text.
    index('reviews_search_name_idx').using('gin', t.name.op('gin_trgm_ops')).with(trigramIndexOptions),
    index('reviews_search_text_idx').using('gin', t.review.op('gin_trgm_ops')).with(trigramIndexOptions),
  ],
);

/**
 * A reviewer's photos (decision 61): uploaded first, like a return's, then named by the review.
 * Who uploaded is the account, or for a guest the order her review link proves (no foreign key:
 * orders are never deleted, and orders.ts already refers to this file).
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The largest width's name in `images`, as a product's `image` holds it.
    image: text('image').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    // The review that shows it, and where among its photos; null until a review names it.
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    // Staff hid it: never shown to shoppers again, kept so it can be shown again.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_photos_uploader', sql`(${t.uploadedBy} is null) <> (${t.orderId} is null)`),
    index('review_photos_review_idx').on(t.reviewId, t.position),
    index('review_photos_user_idx').on(t.uploadedBy),
    index('review_photos_order_idx').on(t.orderId),
  ],
);

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * One row per changed product (null: the whole catalogue) in the writer's transaction, which also
 * sends a NOTIFY. Other processes reload just those products: the transaction id lets a reader
 * take every row committed since its last look without missing one committed late (rows of
 * transactions older than its snapshot's xmin can no longer appear). Old rows are pruned.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id'),
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    // The insert's own time, not the transaction's start: pruning goes by when a row was written.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('catalog_changes_tx_idx').on(t.txId), index('catalog_changes_created_idx').on(t.createdAt)],
);

/** Small facts about this database, e.g. that the demo catalogue was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
