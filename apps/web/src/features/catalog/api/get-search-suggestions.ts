import type { ProductListResponse } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';
import { list, number, optional, outline } from '../../../lib/answer-outline';

/** How many products the header's search suggests as the shopper types. */
const SUGGESTION_COUNT = 6;

export type Suggestions = { products: ProductListResponse['products']; total: number };

/**
 * GET /product/products?q=…&limit=6: the first products of the whole shop's search (the listing
 * without a category, so the listings' matching rule), answered with an ETag like any catalogue
 * read, and the number of every match.
 */
export async function getSearchSuggestions(term: string, signal: AbortSignal): Promise<Suggestions> {
  const query = new URLSearchParams({ q: term, limit: String(SUGGESTION_COUNT) });
  const { products, total } = await api(`/product/products?${query}`, {
    auth: false,
    signal,
    answer: outline<ProductListResponse>({ products: list, total: optional(number) }),
  });
  return { products, total: total ?? products.length };
}
