import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  appMeta,
  colors,
  orderItems,
  orders,
  orderStatusEvents,
  products,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { recordCatalogChange } from '../../modules/catalog/catalog-change-log.ts';
import type { DemoCatalogue } from '../demo-seed/seed-demo.ts';
import { insertInBatches } from './insert-batches.ts';
import { buildCustomers, buildOrders } from './orders.ts';
import { readTemplates, storeTemplatePictures } from './pictures.ts';
import { buildProducts, type BigColor } from './products.ts';
import { seededRandom } from './random.ts';
import { buildReviews } from './reviews.ts';

export type BigShopCounts = { products: number; reviews: number; orders: number; customers: number };
export const DEFAULT_BIG_SHOP: BigShopCounts = {
  products: 10_000,
  reviews: 50_000,
  orders: 100_000,
  customers: 2_000,
};

/** Every seeded customer signs in with this password (printed by the command). */
export const BIG_SHOP_PASSWORD = 'glownaija-customer';

export class ShopNotEmptyError extends Error {}

const ORDERS_PER_BATCH = 2_000;

async function refuseUnlessEmpty(db: DbOrTx) {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) {
    throw new ShopNotEmptyError(
      `This shop already has ${existing!.n} products; seed:big fills only an empty shop. ` +
        'Use a new DATA_DIR or an empty database (DATABASE_URL).',
    );
  }
}

/**
 * Fills an empty shop with a large, believable catalogue, customers and a year of orders, for
 * measuring the shop at size. Everything is written in one transaction: a failed run leaves the
 * database empty, ready for another try. `onProgress` hears a line per stage.
 */
export async function seedBigShop(
  db: Database,
  counts: BigShopCounts,
  opts: { now?: Date; pictures?: number; onProgress?: (line: string) => void } = {},
): Promise<BigShopCounts> {
  const now = opts.now ?? new Date();
  const say = opts.onProgress ?? (() => {});
  // Refused early, before the slow preparations; checked again inside the transaction.
  await refuseUnlessEmpty(db);
  const random = seededRandom(20_261_123);
  const catalogue = JSON.parse(
    await readFile(new URL('../demo-seed/catalogue.json', import.meta.url), 'utf8'),
  ) as DemoCatalogue;
  const templates = await readTemplates(opts.pictures ?? 40);
  // Hashed once, before the transaction: the slow part of a sign-in, not of a seed.
  const passwordHash = await hashPassword(BIG_SHOP_PASSWORD);

  await db.transaction(async (tx) => {
    await refuseUnlessEmpty(tx);

    const pictures = await storeTemplatePictures(tx, templates);
    say(`${pictures.length} pictures`);
    const built = buildProducts(random, templates, pictures, counts.products, now);
    await insertInBatches(tx, products, built.products);
    await insertInBatches(tx, colors, built.colors);
    say(`${built.products.length} products with ${built.colors.length} shades`);

    const productIds = built.products.map((p) => p.id);
    await insertInBatches(
      tx,
      reviews,
      productIds.length ? buildReviews(random, productIds, catalogue.reviewTexts, counts.reviews, now) : [],
    );
    say(`${productIds.length ? counts.reviews : 0} reviews`);

    const customers = buildCustomers(random, counts.customers, passwordHash, now);
    await insertInBatches(tx, users, customers);
    say(`${customers.length} customers`);

    const colorsByProduct = new Map<string, BigColor[]>();
    for (const c of built.colors) {
      const list = colorsByProduct.get(c.productId) ?? [];
      if (list.length === 0) colorsByProduct.set(c.productId, list);
      list.push(c);
    }
    for (let done = 0; done < counts.orders && built.products.length > 0; done += ORDERS_PER_BATCH) {
      const batch = buildOrders(
        random,
        Math.min(ORDERS_PER_BATCH, counts.orders - done),
        customers,
        { products: built.products, colorsByProduct },
        now,
      );
      await insertInBatches(tx, orders, batch.orders);
      await insertInBatches(tx, orderItems, batch.items);
      await insertInBatches(tx, orderStatusEvents, batch.events);
      if ((done / ORDERS_PER_BATCH) % 10 === 9) say(`${done + batch.orders.length} orders`);
    }

    await tx.insert(appMeta).values({ key: 'big_seeded_at', value: now.toISOString() }).onConflictDoNothing();
    // A running shop (on PostgreSQL) sees the new catalogue at its next request.
    await recordCatalogChange(tx, 'all');
  });

  const counted = async (table: typeof products | typeof reviews | typeof orders) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const [customers] = await db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
  return {
    products: await counted(products),
    reviews: await counted(reviews),
    orders: await counted(orders),
    customers: customers!.n,
  };
}
