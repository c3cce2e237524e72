import type { RatingSummary } from '@shop/shared/catalog/rating';
import { api } from '../../../lib/api-client';
import { list, number, outline } from '../../../lib/answer-outline';

/** GET /review/summary?productId=…: the average, the count and each star's share. */
export const getRatingSummary = (productId: string) =>
  api(`/review/summary?productId=${encodeURIComponent(productId)}`, {
    auth: false,
    answer: outline<RatingSummary>({ average: number, count: number, bars: list }),
  });
