import { REVIEWS_PER_DAY } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { countAttempt } from '../rate-limit/rate-limit.repository.ts';
import { HOUR } from '../rate-limit/rate-limit.ts';

/**
 * Counts one review written (new, replaced or edited) against the customer's daily allowance, or
 * refuses it with a 429. Called inside the write's transaction, so a refused or failed write
 * gives its count back.
 */
export async function useReviewAllowance(tx: DbOrTx, userId: string): Promise<void> {
  const counted = await countAttempt(tx, `review:${userId}`, 24 * HOUR);
  if (counted.count > REVIEWS_PER_DAY)
    throw new HttpError(429, messages.reviews.dailyLimit, {}, Math.max(1, counted.windowSecondsLeft));
}
