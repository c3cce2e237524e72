import type { Product, ProductListQuery } from '@shop/shared/catalog/product-schemas';
import { searchProducts } from '@shop/shared/catalog/search';

/** Category, the shared search rule, then an optional page; without a page, the whole list. */
export function listProducts(all: readonly Product[], query: ProductListQuery): Product[] {
  const inCategory = query.category ? all.filter((p) => p.category === query.category) : all;
  const found = query.q ? searchProducts(inCategory, query.q) : inCategory;
  const offset = query.offset ?? 0;
  return query.limit === undefined && offset === 0
    ? [...found]
    : found.slice(offset, offset + (query.limit ?? found.length));
}
