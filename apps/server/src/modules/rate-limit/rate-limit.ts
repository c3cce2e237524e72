import { and, count, eq, gt, lt } from 'drizzle-orm';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { rateEvents } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';

// Limits kept in the database (rate_events), not in memory, so they hold when several app
// processes share one PostgreSQL: a guesser cannot spread attempts across processes.

export type Limit = { key: string; max: number; windowMs: number };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const tooManyRequests = (windowMs: number) =>
  new HttpError(429, messages.auth.tooManyAttempts, {}, Math.ceil(windowMs / 1000));

export async function countEvents(db: DbOrTx, { key, windowMs }: Omit<Limit, 'max'>): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  // Old events of this key are no longer counted; dropping them keeps the table small.
  await db.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.at, since)));
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.at, since)));
  return row?.n ?? 0;
}

/** Forgets a key's events, e.g. wrong codes once a new code has been sent. */
export async function clearEvents(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.key, key));
}

export async function recordEvent(db: DbOrTx, key: string): Promise<void> {
  await db.insert(rateEvents).values({ key });
}

/** Throws 429 when the key already has `max` events in its window. */
export async function assertUnderLimit(db: DbOrTx, limit: Limit): Promise<void> {
  if ((await countEvents(db, limit)) >= limit.max) throw tooManyRequests(limit.windowMs);
}

/** Counts this attempt, then refuses it if it is past the limit. */
export async function consumeLimit(db: DbOrTx, limit: Limit): Promise<void> {
  await assertUnderLimit(db, limit);
  await recordEvent(db, limit.key);
}
