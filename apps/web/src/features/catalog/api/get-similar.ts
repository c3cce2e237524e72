import type { ProductListResponse } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';
import { list, outline } from '../../../lib/answer-outline';

/** GET /product/products/{productId}/similar: 4 other products of its category, chosen by the server. */
export async function getSimilar(productId: string) {
  const path = `/product/products/${encodeURIComponent(productId)}/similar`;
  const answer = outline<ProductListResponse>({ products: list });
  return (await api(path, { auth: false, answer })).products;
}
