import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export type ResetRow = typeof passwordResets.$inferSelect;

/** A user id no account has: an unknown address's reset does the same query and changes nothing. */
export const NO_USER = '00000000-0000-0000-0000-000000000000';

/** A new code ends every earlier one of the user: only the latest mail works. */
export async function endPendingCodes(db: DbOrTx, userId: string) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertCode(db: DbOrTx, userId: string, codeHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, codeHash, expiresAt });
}

/** The user's latest code that may still be tried: unused, unverified, unexpired. */
export async function findOpenCode(db: DbOrTx, userId: string): Promise<ResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        isNull(passwordResets.verifiedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

/** Counts a try atomically; false once the code has had `max` tries, even under parallel guesses. */
export async function takeAttempt(db: DbOrTx, id: string, max: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, id), lt(passwordResets.attempts, max)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** Single use: only the first right answer turns the code into a reset token. */
export async function markVerified(db: DbOrTx, id: string, resetTokenHash: string, resetExpiresAt: Date) {
  const rows = await db
    .update(passwordResets)
    .set({ verifiedAt: new Date(), resetTokenHash, resetExpiresAt })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.verifiedAt), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** A reset token that may still set a password: known, unused, unexpired. */
const liveToken = (resetTokenHash: string) =>
  and(
    eq(passwordResets.resetTokenHash, resetTokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.resetExpiresAt, new Date()),
  );

/** Whether the token may still be used, without using it. */
export async function isLiveResetToken(db: DbOrTx, resetTokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(liveToken(resetTokenHash))
    .limit(1);
  return row !== undefined;
}

/** Uses a reset token once; the answer is the user it belongs to, or undefined. */
export async function consumeResetToken(db: DbOrTx, resetTokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(liveToken(resetTokenHash))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}
