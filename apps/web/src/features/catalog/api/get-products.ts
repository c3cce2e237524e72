import type { Category, Product } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';

/** GET /product/products[?category=…]: the whole list of a category, or of the shop. */
export async function getProducts(category?: Category): Promise<Product[]> {
  const query = category ? `?category=${category}` : '';
  const { products } = await api<{ products?: Product[] }>(`/product/products${query}`, { auth: false });
  return products ?? [];
}
