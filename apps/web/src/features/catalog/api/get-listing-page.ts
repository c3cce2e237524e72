import type { Category, Product } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';
import { listingApiQuery, type ListingState } from '../listing-params';

export type ListingPage = { products: Product[]; total: number };

/** GET /product/products?category=…&limit=…&offset=…: one page of a listing and its total. */
export async function getListingPage(
  category: Category,
  state: ListingState,
  offset: number,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const { products = [], total } = await api<{ products?: Product[]; total?: number }>(
    `/product/products?${listingApiQuery(category, state, offset)}`,
    { auth: false, signal },
  );
  return { products, total: total ?? products.length };
}
