import { eq, inArray, or } from 'drizzle-orm';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import { MAX_PAIRINGS, pairingKeys } from '@shop/shared/catalog/pairings';
import type { DbOrTx } from '../../db/client.ts';
import { productPairings, products } from '../../db/schema/index.ts';
import { badRequest } from '../../http-error.ts';

// "Pairs well with" (decision 62): the shopkeeper's list, checked whole before anything is written.

type Paired = { id: string; productId: string; name: string };

const refuse = (problem: string) => badRequest(`pairsWellWith: ${problem}`, 'pairsWellWith');

/**
 * The products a "pairs well with" field names (codes or ids), in its order, or a 400 naming the
 * problem: more than MAX_PAIRINGS, one named twice, the product itself, or one the shop does not
 * have. `self` is the product being saved (null while it is being added).
 */
export async function checkPairings(
  tx: DbOrTx,
  text: string,
  self: { id: string; productId: string } | null,
): Promise<Paired[]> {
  const keys = pairingKeys(text);
  if (keys.length > MAX_PAIRINGS) throw refuse(`choose at most ${MAX_PAIRINGS} products`);
  if (keys.length === 0) return [];
  const ids = keys.filter(isUuid);
  const found = await tx
    .select({ id: products.id, productId: products.productId, name: products.name })
    .from(products)
    .where(
      ids.length > 0
        ? or(inArray(products.id, ids), inArray(products.productId, keys))
        : inArray(products.productId, keys),
    );
  const chosen: Paired[] = [];
  for (const key of keys) {
    const product = found.find((p) => p.id === key || p.productId === key);
    if (!product) throw refuse(`no product ${key}`);
    if (self && product.id === self.id) throw refuse(`a product cannot pair with itself`);
    if (chosen.some((p) => p.id === product.id)) throw refuse(`${product.productId} is chosen twice`);
    chosen.push(product);
  }
  return chosen;
}

/** Replaces the product's list; answers it (codes and names) in order. */
export async function savePairings(tx: DbOrTx, productUuid: string, chosen: readonly Paired[]) {
  await tx.delete(productPairings).where(eq(productPairings.productId, productUuid));
  if (chosen.length > 0)
    await tx
      .insert(productPairings)
      .values(chosen.map((p, position) => ({ productId: productUuid, pairedId: p.id, position })));
  return chosen.map(({ productId, name }) => ({ productId, name }));
}
