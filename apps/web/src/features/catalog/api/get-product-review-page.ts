import type { Review } from '@shop/shared/catalog/review-schemas';
import { apiPage } from '../../../lib/api-client';
import { listOutline } from '../../../lib/answer-outline';

export const PRODUCT_REVIEWS_PER_PAGE = 10;

/** Some of a list and the number of all its items. */
export type ReviewPage = { items: Review[]; total: number };

/** GET /review/reviews?productId=…&limit=&offset=: a page of one product's reviews, newest first. */
export function getProductReviewPage(productId: string, offset: number): Promise<ReviewPage> {
  const query = new URLSearchParams({
    productId,
    limit: String(PRODUCT_REVIEWS_PER_PAGE),
    offset: String(offset),
  });
  return apiPage(`/review/reviews?${query}`, { auth: false, answer: listOutline<Review>() });
}
