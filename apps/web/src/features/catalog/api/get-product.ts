import type { Product } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';

/** GET /product/products/{productId}; an unknown id throws ApiError 404. */
export async function getProduct(productId: string): Promise<Product> {
  const { product } = await api<{ product: Product }>(`/product/products/${encodeURIComponent(productId)}`, {
    auth: false,
  });
  return product;
}
