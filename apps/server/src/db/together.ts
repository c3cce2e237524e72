/** PostgreSQL's "current transaction is aborted": a statement refused because an earlier one failed. */
const IN_FAILED_TRANSACTION = '25P02';

const codeOf = (error: unknown): unknown => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code;
};

/**
 * Statements of one transaction sent at once, none needing another's answer, so the transaction
 * waits for one round trip instead of several (bench/README.md, "Where a flash sale's time goes").
 * Answers once every one has ended, failed or not: the transaction must not end (roll back, give
 * its connection back to the pool) while one of them still has statements to send, which would
 * then run outside it. A failure is thrown once all have ended: the first in the list's order, so
 * which one the caller sees does not depend on timing, passing over statements refused only
 * because another had failed (the cause is the one worth telling, e.g. a unique key to retry on).
 */
export async function together<T extends readonly unknown[] | []>(
  work: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(work);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (failures.length > 0)
    throw failures.find((error) => codeOf(error) !== IN_FAILED_TRANSACTION) ?? failures[0];
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
