import { asc, avg, count, inArray, sql } from 'drizzle-orm';
import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import type { Database } from '../../db/client.ts';
import { colors, products, reviews } from '../../db/schema/index.ts';
import { readRoutineParts } from '../routines/routine-parts.repository.ts';
import { withRoutine } from '../routines/routine-answer.ts';
import { readPairings } from './catalog-pairings.ts';
import { adminProduct, shopperProduct } from './product-answer.ts';

/**
 * One product as the snapshot keeps it: both views, what the list is ordered by, and its rating
 * from verified buyers only (which the top-rated rows rank by, decision 58).
 */
export type CatalogEntry = {
  admin: AdminProduct;
  shopper: Product;
  createdAt: number;
  verified: { rating: number; count: number };
};

/** Newest first, then by code: the order every list is kept in. */
const entryOrder = (a: CatalogEntry, b: CatalogEntry) =>
  b.createdAt - a.createdAt ||
  (a.admin.productId < b.admin.productId ? -1 : a.admin.productId > b.admin.productId ? 1 : 0);

/**
 * The products with these ids (every product when `ids` is undefined), each with its shades and
 * its rating average and count, as ordered entries. A product no longer in the database is
 * simply absent from the answer.
 */
export async function loadEntries(db: Database, ids?: readonly string[]): Promise<CatalogEntry[]> {
  if (ids?.length === 0) return [];
  const [productRows, colorRows, ratingRows, partsOf, pairings] = await Promise.all([
    db
      .select()
      .from(products)
      .where(ids && inArray(products.id, [...ids])),
    db
      .select()
      .from(colors)
      .where(ids && inArray(colors.productId, [...ids]))
      .orderBy(asc(colors.position), asc(colors.name)),
    // Each product's average and count for the cards, aggregated by the database.
    db
      .select({
        productId: reviews.productId,
        average: avg(reviews.rating),
        count: count(),
        verifiedAverage: sql<string | null>`avg(${reviews.rating}) filter (where ${reviews.verified})`,
        verifiedCount: sql<number>`count(*) filter (where ${reviews.verified})`.mapWith(Number),
      })
      .from(reviews)
      .where(ids && inArray(reviews.productId, [...ids]))
      .groupBy(reviews.productId),
    // Routines' steps with their parts as they are now: a routine's stock is its parts'.
    readRoutineParts(db, ids),
    readPairings(db, ids),
  ]);
  const ratingOf = new Map(
    ratingRows.map((r) => [
      r.productId,
      {
        rating: Math.round(Number(r.average) * 10) / 10,
        count: r.count,
        verified: { rating: Number(r.verifiedAverage ?? 0), count: r.verifiedCount },
      },
    ]),
  );
  const colorsOf = new Map<string, (typeof colorRows)[number][]>();
  for (const c of colorRows) {
    const list = colorsOf.get(c.productId) ?? [];
    list.push(c);
    colorsOf.set(c.productId, list);
  }
  return productRows
    .map((row) => {
      const admin = {
        ...withRoutine(adminProduct(row, colorsOf.get(row.id) ?? []), partsOf.get(row.id)),
        pairsWellWith: pairings.get(row.id) ?? [],
      };
      const rating = ratingOf.get(row.id);
      const shopper = {
        ...shopperProduct(admin),
        rating: rating?.rating ?? 0,
        reviewCount: rating?.count ?? 0,
      };
      const verified = rating?.verified ?? { rating: 0, count: 0 };
      return { admin, shopper, createdAt: row.createdAt.getTime(), verified };
    })
    .sort(entryOrder);
}

/** `current` with the products `ids` replaced by `fresh` (their new state; absent = deleted). */
export function mergeEntries(
  current: readonly CatalogEntry[],
  ids: ReadonlySet<string>,
  fresh: readonly CatalogEntry[],
): CatalogEntry[] {
  const merged: CatalogEntry[] = [];
  let i = 0;
  for (const entry of current) {
    if (ids.has(entry.admin._id)) continue;
    while (i < fresh.length && entryOrder(fresh[i]!, entry) < 0) merged.push(fresh[i++]!);
    merged.push(entry);
  }
  while (i < fresh.length) merged.push(fresh[i++]!);
  return merged;
}
