import type { Review } from '@shop/shared/catalog/review-schemas';
import type { SkinType } from '@shop/shared/products/skin';
import { apiPage } from '../../../lib/api-client';
import { listOutline } from '../../../lib/answer-outline';

export const PRODUCT_REVIEWS_PER_PAGE = 10;

/** Some of a list and the number of all its items. */
export type ReviewPage = { items: Review[]; total: number };

/** What a shopper narrows a product's reviews to (decision 61). */
export type ReviewFilter = { withPhotos: boolean; skinType: SkinType | null };
export const NO_REVIEW_FILTER: ReviewFilter = { withPhotos: false, skinType: null };

/**
 * GET /review/reviews?productId=…&limit=&offset=[&withPhotos=1][&skinType=]: a page of one
 * product's reviews, newest first.
 */
export function getProductReviewPage(
  productId: string,
  offset: number,
  filter: ReviewFilter = NO_REVIEW_FILTER,
): Promise<ReviewPage> {
  const query = new URLSearchParams({
    productId,
    limit: String(PRODUCT_REVIEWS_PER_PAGE),
    offset: String(offset),
  });
  if (filter.withPhotos) query.set('withPhotos', '1');
  if (filter.skinType) query.set('skinType', filter.skinType);
  return apiPage(`/review/reviews?${query}`, { auth: false, answer: listOutline<Review>() });
}
