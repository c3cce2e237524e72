import type { Product } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';

/** GET /product/products/{productId}/similar: 4 other products of its category, chosen by the server. */
export async function getSimilar(productId: string): Promise<Product[]> {
  const path = `/product/products/${encodeURIComponent(productId)}/similar`;
  return (await api<{ products: Product[] }>(path, { auth: false })).products;
}
