import type { Product, ProductListResponse } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../../lib/api-client';
import { list, outline } from '../../../../lib/answer-outline';

/** GET /product/products?q=…&limit=8: the shop's search, as shoppers see it (prices, shades, stock). */
export async function findProducts(term: string, signal: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams({ q: term, limit: '8' });
  const { products } = await api(`/product/products?${query}`, {
    auth: false,
    signal,
    answer: outline<ProductListResponse>({ products: list }),
  });
  return products;
}
