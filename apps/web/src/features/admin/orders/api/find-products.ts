import { ProductListResponseSchema, type Product } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../../lib/api-client';

/**
 * GET /product/products?q=…&limit=8: the shop's search, as shoppers see it (prices, shades, stock),
 * checked whole: the admin's code is no first page, zod is there already.
 */
export async function findProducts(term: string, signal: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams({ q: term, limit: '8' });
  const { products } = await api(`/product/products?${query}`, {
    auth: false,
    signal,
    answer: ProductListResponseSchema,
  });
  return products;
}
