import { and, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets, sessions } from '../../db/schema/index.ts';

// Plain deletes of rows nothing can use any more: any number of processes may run them at once.

export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Used codes, and codes whose code and reset token (if any) have both expired. */
export async function deleteSpentResetCodes(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(passwordResets)
    .where(
      or(
        isNotNull(passwordResets.usedAt),
        and(
          lte(passwordResets.expiresAt, sql`now()`),
          or(isNull(passwordResets.resetExpiresAt), lte(passwordResets.resetExpiresAt, sql`now()`)),
        ),
      ),
    )
    .returning({ id: passwordResets.id });
  return gone.length;
}
