import type { RatingSummary } from '@shop/shared/catalog/rating';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { apiPage, api } from '../../../lib/api-client';

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
  return apiPage<Review>(`/review/reviews?${query}`, { auth: false });
}

/** GET /review/summary?productId=…: the average, the count and each star's share. */
export const getRatingSummary = (productId: string) =>
  api<RatingSummary>(`/review/summary?productId=${encodeURIComponent(productId)}`, { auth: false });
