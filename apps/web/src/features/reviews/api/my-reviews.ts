import type { MessageResponse } from '@shop/shared/admin/admin-schemas';
import type { MyReview, Review, ReviewBody } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

/** GET /review/mine?productId=…: may the signed-in customer review it, and what they wrote. */
export const getMyReview = (productId: string) =>
  api<MyReview>(`/review/mine?productId=${encodeURIComponent(productId)}`);

/** POST /review/reviews: writes the customer's review, or replaces the one they wrote. */
export const postReview = (body: ReviewBody) =>
  api<{ message: string; review: Review }>('/review/reviews', { method: 'POST', body });

/** DELETE /review/reviews/{id}: the customer's own review only. */
export const deleteMyReview = (id: string) =>
  api<MessageResponse>(`/review/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });
