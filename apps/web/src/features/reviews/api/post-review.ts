import { ReviewAnswerSchema, type ReviewBody } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

/** POST /review/reviews: writes the customer's review, or replaces the one they wrote. */
export const postReview = (body: ReviewBody) =>
  api('/review/reviews', { method: 'POST', body, answer: ReviewAnswerSchema });
