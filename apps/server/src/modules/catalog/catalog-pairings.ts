import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productPairings, products } from '../../db/schema/index.ts';

// "Pairs well with" as the catalogue and the audit read it (decision 62); the product form's
// checks and writes are in products/products.pairings.ts.

/** A paired product as the admin reads it. */
export type Pairing = { productId: string; name: string };

/** The lists of these products (all when undefined), in the shopkeeper's order, by product id. */
export async function readPairings(db: DbOrTx, ids?: readonly string[]): Promise<Map<string, Pairing[]>> {
  const rows = await db
    .select({ productId: productPairings.productId, paired: products.productId, name: products.name })
    .from(productPairings)
    .innerJoin(products, eq(products.id, productPairings.pairedId))
    .where(ids && inArray(productPairings.productId, [...ids]))
    .orderBy(asc(productPairings.productId), asc(productPairings.position));
  const lists = new Map<string, Pairing[]>();
  for (const { productId, paired, name } of rows)
    lists.set(productId, [...(lists.get(productId) ?? []), { productId: paired, name }]);
  return lists;
}

/**
 * The products whose list names this one: read again with it when it changes or goes, so their
 * lists (the admin's form, the names) never name a product that is gone or renamed.
 */
export async function pairedBy(db: DbOrTx, id: string): Promise<string[]> {
  const rows = await db
    .select({ productId: productPairings.productId })
    .from(productPairings)
    .where(eq(productPairings.pairedId, id));
  return rows.map((r) => r.productId);
}
