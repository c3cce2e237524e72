import { AdminReviewPageResponseSchema } from '@shop/shared/admin/admin-list-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../../lib/api-client';

export type ReviewsPage = { reviews: Review[]; total: number };

/**
 * GET /review/admin/reviews?q=&rating=&limit=&offset=: one page of reviews, newest first,
 * searched (reviewer, text, product) and optionally of one star rating; `total` every match.
 */
export async function getReviewsPage(query: {
  q: string;
  rating: number | null;
  limit: number;
  offset: number;
}): Promise<ReviewsPage> {
  const params = new URLSearchParams({
    q: query.q,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  if (query.rating) params.set('rating', String(query.rating));
  return api(`/review/admin/reviews?${params}`, { answer: AdminReviewPageResponseSchema });
}
