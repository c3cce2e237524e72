import { and, eq, gt, lte, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

// Every count is one statement: an upsert on the key's row that starts a new window when the old
// one has passed. Two processes counting the same key at once are serialised by the row, so a
// limit of 10 lets exactly 10 through, on PGlite and on PostgreSQL alike.

/** The count in the current window, and whole seconds until the window ends and the pause ends. */
export type Counted = { count: number; windowSecondsLeft: number; pauseSecondsLeft: number };

const millis = (n: number) => sql`(${n}::double precision * interval '1 millisecond')`;
const windowOver = sql`${rateLimits.resetsAt} <= now()`;
const newCount = sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`;
const newReset = (windowMs: number) =>
  sql`case when ${windowOver} then now() + ${millis(windowMs)} else ${rateLimits.resetsAt} end`;

// Seconds are measured on the database's clock, the one every process shares.
const secondsUntil = (at: SQL) =>
  sql<number>`greatest(ceil(extract(epoch from (${at} - now()))), 0)`.mapWith(Number);
const returning = {
  count: rateLimits.count,
  windowSecondsLeft: secondsUntil(sql`${rateLimits.resetsAt}`),
  pauseSecondsLeft: secondsUntil(sql`coalesce(${rateLimits.blockedUntil}, now())`),
};

/** Counts one attempt for the key and answers the count in its current window. */
export async function countAttempt(db: DbOrTx, key: string, windowMs: number): Promise<Counted> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetsAt: sql`now() + ${millis(windowMs)}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: newCount,
        windowStart: sql`case when ${windowOver} then now() else ${rateLimits.windowStart} end`,
        resetsAt: newReset(windowMs),
        blockedUntil: sql`case when ${windowOver} then null else ${rateLimits.blockedUntil} end`,
      },
    })
    .returning(returning);
  return row!;
}

/** The growing pause after `count` attempts, as SQL: none up to `free`, then doubling each `step`. */
export type Pause = { max: number; free: number; step: number; maxSeconds: number };
const pauseAfter = (count: SQL, p: Pause) =>
  sql`case when ${count} <= ${p.free} then null else now() + least(power(2, ceil((${count} - ${p.free})::numeric / ${p.step}) - 1), ${p.maxSeconds}) * interval '1 second' end`;

/**
 * Counts an attempt only when the key is neither paused nor at `max` in its window, and starts the
 * pause that this attempt earns, in the same statement. Answers undefined when refused.
 */
export async function countUnlessPaused(
  db: DbOrTx,
  key: string,
  windowMs: number,
  pause: Pause,
): Promise<Counted | undefined> {
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      resetsAt: sql`now() + ${millis(windowMs)}`,
      blockedUntil: pauseAfter(sql`1`, pause),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: newCount,
        windowStart: sql`case when ${windowOver} then now() else ${rateLimits.windowStart} end`,
        resetsAt: newReset(windowMs),
        blockedUntil: pauseAfter(newCount, pause),
      },
      setWhere: or(
        windowOver,
        and(
          or(isNull(rateLimits.blockedUntil), lte(rateLimits.blockedUntil, sql`now()`)),
          sql`${rateLimits.count} < ${pause.max}`,
        ),
      ),
    })
    .returning(returning);
  return row;
}

/** The key's live counter, or undefined when it has none or its window has passed. */
export async function readCounter(db: DbOrTx, key: string): Promise<Counted | undefined> {
  const [row] = await db
    .select(returning)
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, sql`now()`)));
  return row;
}

/** Gives back one attempt (a sign-in that turned out right should not use up the budget). */
export async function uncountAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function forgetKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Rows whose window and pause have both passed count nothing; any process may delete them. */
export async function deleteSpentCounters(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(
      and(
        lte(rateLimits.resetsAt, sql`now()`),
        or(isNull(rateLimits.blockedUntil), lte(rateLimits.blockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: rateLimits.key });
  return gone.length;
}
