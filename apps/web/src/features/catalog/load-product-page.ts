import type { Product } from '@shop/shared/catalog/product-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { getProduct } from './api/get-product';
import { getProductReviews } from './api/get-product-reviews';
import { getProducts } from './api/get-products';
import { pickRandom } from './pick-random';

export const SIMILAR_COUNT = 4;

export type ProductPageData = { product: Product; reviews: Review[]; similar: Product[] };

/**
 * The product, its reviews and the shop's list all at once: the category is not known before
 * the product arrives, so the whole (cached, ETag-revalidated) list is asked for in parallel and
 * narrowed here instead of waiting for the product first.
 */
export async function loadProductPage(productId: string): Promise<ProductPageData> {
  const [product, reviews, all] = await Promise.all([
    getProduct(productId),
    getProductReviews(productId),
    getProducts().catch((error: unknown) => {
      console.error(error);
      return [] as Product[];
    }),
  ]);
  const others = all.filter((p) => p.category === product.category && p.productId !== product.productId);
  return { product, reviews, similar: pickRandom(others, SIMILAR_COUNT) };
}
