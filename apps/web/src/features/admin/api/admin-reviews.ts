import type { MessageResponse } from '@shop/shared/admin/admin-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

export const REVIEWS_PAGE_SIZE = 12;

/**
 * GET /review/all?limit=&offset=&rating=: one page of reviews, newest first, optionally of one
 * star rating. One more than a page is asked for, to know whether a next page exists.
 */
export async function getReviewPage(page: number, rating: number | null) {
  const query = new URLSearchParams({
    limit: String(REVIEWS_PAGE_SIZE + 1),
    offset: String(page * REVIEWS_PAGE_SIZE),
  });
  if (rating) query.set('rating', String(rating));
  const rows = (await api<Review[]>(`/review/all?${query}`)) ?? [];
  return { reviews: rows.slice(0, REVIEWS_PAGE_SIZE), hasNext: rows.length > REVIEWS_PAGE_SIZE };
}

/** DELETE /review/{id}: answers the message the page shows. */
export const deleteReview = (id: string) =>
  api<MessageResponse>(`/review/${encodeURIComponent(id)}`, { method: 'DELETE' });
