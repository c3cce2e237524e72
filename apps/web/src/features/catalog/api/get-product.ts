import type { Product } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';
import { outline, record } from '../../../lib/answer-outline';

/** GET /product/products/{productId}; an unknown id throws ApiError 404. */
export async function getProduct(productId: string): Promise<Product> {
  const { product } = await api(`/product/products/${encodeURIComponent(productId)}`, {
    auth: false,
    answer: outline<{ product: Product }>({ product: record }),
  });
  return product;
}
