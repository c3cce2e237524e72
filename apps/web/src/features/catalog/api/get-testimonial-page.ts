import type { Review } from '@shop/shared/catalog/review-schemas';
import { apiPage } from '../../../lib/api-client';
import { listOutline } from '../../../lib/answer-outline';
import { TESTIMONIALS_PER_PAGE } from '../testimonial-pages';
import type { ReviewPage } from './get-product-review-page';

/** GET /review/all?limit=7&offset=…: one page (0-based) of the shop's reviews, newest first. */
export function getTestimonialPage(page: number): Promise<ReviewPage> {
  const offset = page * TESTIMONIALS_PER_PAGE;
  return apiPage(`/review/all?limit=${TESTIMONIALS_PER_PAGE}&offset=${offset}`, {
    auth: false,
    answer: listOutline<Review>(),
  });
}
