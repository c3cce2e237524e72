import { isAvailable } from '@shop/shared/catalog/listing';
import { MAX_ALSO_BOUGHT } from '@shop/shared/catalog/pairings';
import type { Product, ProductPageProduct } from '@shop/shared/catalog/product-schemas';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

// The product page's two rows (decision 62), made when its answer is made: an answer is kept per
// snapshot, and a new snapshot comes with every change of stock and every new count, so a product
// sold out or gone since the count is never shown.

const shown = (product: Product | undefined, self: Product): product is Product =>
  product !== undefined && product._id !== self._id && isAvailable(product);

/** The product page's product: the labelled product with its "pairs well with" and "also bought" cards. */
export function productPage(snapshot: CatalogSnapshot, product: Product): ProductPageProduct {
  const pairsWellWith = (snapshot.pairings.get(product._id) ?? [])
    .map((code) => snapshot.byId.get(snapshot.byProductId.get(code)?._id ?? ''))
    .filter((p) => shown(p, product));
  // A chosen pairing is not repeated in the row beside it.
  const paired = new Set(pairsWellWith.map((p) => p._id));
  const customersAlsoBought = (snapshot.alsoBought.get(product._id) ?? [])
    .map((id) => snapshot.byId.get(id))
    .filter((p) => shown(p, product))
    .filter((p) => !paired.has(p._id))
    .slice(0, MAX_ALSO_BOUGHT);
  return { ...product, pairsWellWith, customersAlsoBought };
}
