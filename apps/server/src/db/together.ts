import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import type { DbOrTx } from './client.ts';

/** PostgreSQL's "current transaction is aborted": a statement refused because an earlier one failed. */
const IN_FAILED_TRANSACTION = '25P02';

const codeOf = (error: unknown): unknown => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code;
};

type Results<T extends readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never;
};

/**
 * Statements of one transaction that need none of each other's answers, given as functions that
 * send them. On PGlite they are sent at once, so the transaction waits for one trip through its
 * thread instead of several (bench/README.md, "Where a flash sale's time goes"). A PostgreSQL
 * connection answers one statement at a time and node-postgres only queues the rest (a use it
 * warns will end in pg 9), so there they are sent one after the other, as awaited code would.
 *
 * Either way it answers once every one has ended: the transaction must not end (roll back, give
 * its connection back to the pool) while one still has statements to send, which would then run
 * outside it. A failure is thrown then: the first in the list's order, so which one the caller sees
 * does not depend on timing, passing over statements refused only because another had failed (the
 * cause is the one worth telling, e.g. a unique key to retry on).
 */
export async function together<T extends readonly (() => unknown)[] | []>(
  db: DbOrTx,
  work: T,
): Promise<Results<T>> {
  if (!(db instanceof PgliteTransaction || db instanceof PgliteDatabase)) {
    const answers: unknown[] = [];
    for (const send of work) answers.push(await send());
    return answers as Results<T>;
  }
  const settled = await Promise.allSettled(work.map((send) => send()));
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (failures.length > 0)
    throw failures.find((error) => codeOf(error) !== IN_FAILED_TRANSACTION) ?? failures[0];
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as Results<T>;
}
