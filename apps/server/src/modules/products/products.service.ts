import type { Product, ProductListQuery, ProductListResponse } from '@shop/shared/catalog/product-schemas';
import { filterProducts, sortProducts } from '@shop/shared/catalog/listing';
import { searchCatalog, type SearchableCatalog } from './search/search-catalog.ts';

/** Anything beyond the category makes the question a listing page, answered with its total. */
export const asksForPage = (query: ProductListQuery) =>
  Object.entries(query).some(([key, value]) => key !== 'category' && value !== undefined);

/**
 * The storefront listing over the catalogue snapshot (newest first): category, then the search
 * (best match first: search/rank-search.ts), then the shared filter and sort rules the listing
 * pages use, then an optional page. Only a category (or nothing) answers the whole list as before;
 * any other parameter adds `total`. "Newest" keeps the search's order; the other sorts reorder it.
 */
export function listProducts(catalog: SearchableCatalog, query: ProductListQuery): ProductListResponse {
  const inCategory = (products: readonly Product[]) =>
    query.category ? products.filter((p) => p.category === query.category) : [...products];
  if (!asksForPage(query)) return { products: inCategory(catalog.products) };
  const term = query.q?.trim() ?? '';
  const searched = term === '' ? catalog.products : searchCatalog(catalog, term);
  const found = sortProducts(
    filterProducts(inCategory(searched), {
      inStockOnly: query.inStock ?? false,
      minPrice: query.minPrice ?? null,
      maxPrice: query.maxPrice ?? null,
      type: query.type ?? null,
      skinType: query.skinType ?? null,
      concern: query.concern ?? null,
      shade: query.shade ?? null,
    }),
    query.sort ?? 'newest',
  );
  const offset = query.offset ?? 0;
  const products = found.slice(offset, offset + (query.limit ?? found.length));
  return { products, total: found.length };
}
