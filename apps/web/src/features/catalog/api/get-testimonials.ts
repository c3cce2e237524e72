import type { Review } from '@shop/shared/catalog/review-schemas';
import { apiPage } from '../../../lib/api-client';
import { TESTIMONIALS_PER_PAGE } from '../testimonial-pages';
import type { ReviewPage } from './get-product-reviews';

/** GET /review/all?limit=7&offset=…: one page (0-based) of the shop's reviews, newest first. */
export function getTestimonialPage(page: number): Promise<ReviewPage> {
  const offset = page * TESTIMONIALS_PER_PAGE;
  return apiPage<Review>(`/review/all?limit=${TESTIMONIALS_PER_PAGE}&offset=${offset}`, { auth: false });
}
