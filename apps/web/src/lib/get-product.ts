// The catalogue's answer for one product: the product page's loader and the cart's stock both read it.
import type { ProductPageProduct } from '@shop/shared/catalog/product-schemas';
import { api } from './api-client';
import { outline, record } from './answer-outline';

/** GET /product/products/{productId} (with the page's rows of cards); an unknown id throws ApiError 404. */
export async function getProduct(productId: string): Promise<ProductPageProduct> {
  const { product } = await api(`/product/products/${encodeURIComponent(productId)}`, {
    auth: false,
    answer: outline<{ product: ProductPageProduct }>({ product: record }),
  });
  return product;
}
