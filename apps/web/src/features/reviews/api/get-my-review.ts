import type { MyReview } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';
import { nullable, outline, record, yesNo } from '../../../lib/answer-outline';

/**
 * GET /review/mine?productId=…: may the signed-in customer review it, and what they wrote. Asked
 * by the product page's loader (its first bundle), so its answer is checked without zod.
 */
export const getMyReview = (productId: string, signal?: AbortSignal) =>
  api(`/review/mine?productId=${encodeURIComponent(productId)}`, {
    signal,
    answer: outline<MyReview>({ canReview: yesNo, review: nullable(record) }),
  });
