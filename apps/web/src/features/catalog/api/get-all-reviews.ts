import type { Review } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

/** GET /review/all: every review, newest first (the home page's testimonials). */
export async function getAllReviews(): Promise<Review[]> {
  return (await api<Review[]>('/review/all', { auth: false })) ?? [];
}
