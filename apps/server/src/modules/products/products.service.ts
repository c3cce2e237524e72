import type { Product, ProductListQuery, ProductListResponse } from '@shop/shared/catalog/product-schemas';
import { filterProducts, sortProducts } from '@shop/shared/catalog/listing';
import { searchProducts } from '@shop/shared/catalog/search';

/** Anything beyond the category makes the question a listing page, answered with its total. */
export const asksForPage = (query: ProductListQuery) =>
  Object.entries(query).some(([key, value]) => key !== 'category' && value !== undefined);

/**
 * The storefront listing over the catalogue snapshot (newest first): category, then the shared
 * search, filter and sort rules the listing pages have always used, then an optional page. Only a
 * category (or nothing) answers the whole list as before; any other parameter adds `total`.
 */
export function listProducts(all: readonly Product[], query: ProductListQuery): ProductListResponse {
  const inCategory = query.category ? all.filter((p) => p.category === query.category) : all;
  if (!asksForPage(query)) return { products: [...inCategory] };
  const found = sortProducts(
    filterProducts(searchProducts(inCategory, query.q ?? ''), {
      inStockOnly: query.inStock ?? false,
      minPrice: query.minPrice ?? null,
      maxPrice: query.maxPrice ?? null,
      type: query.type ?? null,
    }),
    query.sort ?? 'newest',
  );
  const offset = query.offset ?? 0;
  const products = found.slice(offset, offset + (query.limit ?? found.length));
  return { products, total: found.length };
}
