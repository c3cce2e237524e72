import type { MessageResponse } from '@shop/shared/admin/admin-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

/** GET /review/all: every review, newest first. */
export async function getAllReviews(): Promise<Review[]> {
  return (await api<Review[]>('/review/all')) ?? [];
}

/** DELETE /review/{id}: answers the message the page shows. */
export const deleteReview = (id: string) =>
  api<MessageResponse>(`/review/${encodeURIComponent(id)}`, { method: 'DELETE' });
