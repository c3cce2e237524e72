import { ReviewAnswerSchema, type ReviewBody } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

/** POST /review/invite/:token: one product's review from the invitation's order, once. */
export const postInvitedReview = (token: string, body: ReviewBody) =>
  api(`/review/invite/${encodeURIComponent(token)}`, { method: 'POST', body, answer: ReviewAnswerSchema });
