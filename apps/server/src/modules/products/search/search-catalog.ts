import type { Product } from '@shop/shared/catalog/product-schemas';
import type { CatalogSnapshot } from '../../catalog/catalog-snapshot.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';
import { rankSearch } from './rank-search.ts';

/** What the search reads of a snapshot: the listing's products and the product pages' labels. */
export type SearchableCatalog = Pick<CatalogSnapshot, 'products' | 'byProductId'>;

// One index per snapshot's product list, dropped with it.
const indexes = new WeakMap<readonly Product[], SearchIndex>();

function indexOf(catalog: SearchableCatalog): SearchIndex {
  let index = indexes.get(catalog.products);
  if (!index) {
    index = buildSearchIndex(
      catalog.products.map((p) => ({
        name: p.name,
        fullname: p.fullname,
        kind: `${p.type ?? ''} ${p.category}`,
        // The listing's products leave the label out; the product page's answer holds it.
        ingredients: catalog.byProductId.get(p.productId)?.ingredients ?? '',
        description: p.description,
      })),
    );
    indexes.set(catalog.products, index);
  }
  return index;
}

/** The whole shop's products a search finds, best first (the order in rank-search.ts). */
export function searchCatalog(catalog: SearchableCatalog, term: string): Product[] {
  return rankSearch(indexOf(catalog), term).map((i) => catalog.products[i]!);
}
