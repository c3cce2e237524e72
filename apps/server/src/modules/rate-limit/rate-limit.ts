import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { countAttempt } from './rate-limit.repository.ts';

// Limits kept in the database (rate_limits), not in memory, so they hold when several app
// processes share one PostgreSQL: a guesser cannot spread attempts across processes.

export type Limit = { key: string; max: number; windowMs: number };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, messages.auth.tooManyAttempts, {}, Math.max(1, retryAfterSeconds));

/**
 * Counts this attempt, then refuses it (Retry-After: when the window ends) if it is past the limit;
 * `refusal` is the 429's message where the limit has its own.
 */
export async function consumeLimit(db: DbOrTx, limit: Limit, refusal?: string): Promise<void> {
  const counted = await countAttempt(db, limit.key, limit.windowMs);
  if (counted.count <= limit.max) return;
  if (refusal) throw new HttpError(429, refusal, {}, Math.max(1, counted.windowSecondsLeft));
  throw tooManyRequests(counted.windowSecondsLeft);
}
