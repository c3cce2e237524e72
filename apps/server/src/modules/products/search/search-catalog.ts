import type { Product } from '@shop/shared/catalog/product-schemas';
import type { CatalogSnapshot } from '../../catalog/catalog-snapshot.ts';
import { buildSearchIndex, productWords, type ProductWords, type SearchIndex } from './search-index.ts';
import { rankSearch } from './rank-search.ts';

/** What the search reads of a snapshot: the listing's products and the product pages' labels. */
export type SearchableCatalog = Pick<CatalogSnapshot, 'products' | 'byProductId'>;

// A snapshot keeps the product objects a change left alone, and a changed product is a new
// object: so a product's words are read once while it stays as it is, and one index is kept per
// snapshot's list. Both go with what they were made from.
const wordsByProduct = new WeakMap<Product, ProductWords>();
const indexes = new WeakMap<readonly Product[], SearchIndex>();

function wordsOfProduct(catalog: SearchableCatalog, p: Product): ProductWords {
  let words = wordsByProduct.get(p);
  if (!words) {
    words = productWords({
      name: p.name,
      fullname: p.fullname,
      kind: `${p.type ?? ''} ${p.category}`,
      // The listing's products leave the label out; the product page's answer holds it.
      ingredients: catalog.byProductId.get(p.productId)?.ingredients ?? '',
      description: p.description,
    });
    wordsByProduct.set(p, words);
  }
  return words;
}

function indexOf(catalog: SearchableCatalog): SearchIndex {
  let index = indexes.get(catalog.products);
  if (!index) {
    index = buildSearchIndex(catalog.products.map((p) => wordsOfProduct(catalog, p)));
    indexes.set(catalog.products, index);
  }
  return index;
}

/** The whole shop's products a search finds, best first (the order in rank-search.ts). */
export function searchCatalog(catalog: SearchableCatalog, term: string): Product[] {
  return rankSearch(indexOf(catalog), term).map((i) => catalog.products[i]!);
}
