import type { Review } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

/** GET /review/reviews?productId=…: one product's reviews, newest first. */
export async function getProductReviews(productId: string): Promise<Review[]> {
  return (
    (await api<Review[]>(`/review/reviews?productId=${encodeURIComponent(productId)}`, { auth: false })) ?? []
  );
}
