import type { ProductListResponse } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';
import { list, number, optional, outline } from '../../../lib/answer-outline';
import { listingApiQuery, type ListingScope, type ListingState } from '../listing-params';

export type ListingPage = { products: ProductListResponse['products']; total: number };

/** Where one page of a listing (or, without a category, of the search page) is asked for. */
export const listingPagePath = (category: ListingScope, state: ListingState, offset: number) =>
  `/product/products?${listingApiQuery(category, state, offset)}`;

/**
 * GET /product/products?category=…&limit=…&offset=…: one page of a listing (or, without a
 * category, of the search page) and its total.
 */
export async function getListingPage(
  category: ListingScope,
  state: ListingState,
  offset: number,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const { products, total } = await api(listingPagePath(category, state, offset), {
    auth: false,
    signal,
    answer: outline<ProductListResponse>({ products: list, total: optional(number) }),
  });
  return { products, total: total ?? products.length };
}
