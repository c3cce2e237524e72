import type { Product } from '@shop/shared/catalog/product-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { getAllReviews } from './api/get-all-reviews';
import { getProducts } from './api/get-products';

export type HomeData = { skincare: Product[]; makeup: Product[]; reviews: Review[] };

/** Both categories and the testimonials at once, never one after the other. */
export async function loadHome(): Promise<HomeData> {
  const [skincare, makeup, reviews] = await Promise.all([
    getProducts('skincare'),
    getProducts('makeup'),
    // Testimonials are a bonus: their failure must not hide the products.
    getAllReviews().catch((error: unknown) => {
      console.error(error);
      return [];
    }),
  ]);
  return { skincare, makeup, reviews };
}
