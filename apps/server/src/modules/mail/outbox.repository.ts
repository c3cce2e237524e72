import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Mail } from './mailer.ts';
import { mailQueued } from './outbox-signal.ts';

/** What the mail is for; kept on the row so an operator can tell receipts from codes. */
type MailKind =
  | 'order-confirmation'
  | 'order-status'
  | 'refund'
  | 'reset-code'
  | 'review-invite'
  | 'cart-reminder'
  | 'back-in-stock'
  | 'low-stock'
  | 'new-order'
  | 'return';
export type QueuedMail = Mail & { kind: MailKind };

/**
 * Order messages by WhatsApp and SMS (modules/order-messages) are rows of this kind in the same
 * outbox: recorded with their order's change, claimed, retried and given up the same way, each by
 * its own worker (the `lane` of `claimDue`).
 */
export const ORDER_MESSAGE_KIND = 'order-message';
export type OutboxLane = 'mail' | 'order-messages';
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Records a message for delivery. Call it with the transaction of the change that causes the
 * mail: both are kept or neither is, and the worker sends it after the commit.
 */
export async function enqueueMail(tx: DbOrTx, mail: QueuedMail): Promise<void> {
  await tx.insert(outbox).values(mailRow(mail));
  afterCommit(tx, mailQueued);
}

/**
 * enqueueMail's outbox row, for a caller that writes it with its change by other means (pay_order)
 * and then wakes the worker (afterCommit, mailQueued).
 */
export const mailRow = (mail: QueuedMail): typeof outbox.$inferInsert => ({
  kind: mail.kind,
  recipient: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
  unsubscribeUrl: mail.oneClickUnsubscribeUrl ?? null,
  // Due by the worker's clock, which claims with a JavaScript Date (whole milliseconds): the
  // database's own now() has microseconds, and a worker woken by this commit within the same
  // millisecond would find the message not yet due and leave it until its next poll.
  nextAttemptAt: new Date(),
});

/** Messages one claim takes: a worker's statements are a claim and a mark a batch, not a message. */
const CLAIM_BATCH = 20;

/**
 * Claims the next due messages (at most `limit`, oldest first) for `leaseMs`: one statement,
 * `FOR UPDATE SKIP LOCKED`, so workers in several processes never take the same message, and a
 * crashed worker's claim runs out. The attempt is counted at the claim, so a message that kills
 * its worker still moves to giving up.
 */
export async function claimDue(
  db: DbOrTx,
  now: Date,
  leaseMs: number,
  lane: OutboxLane = 'mail',
  limit = CLAIM_BATCH,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        lane === 'mail' ? ne(outbox.kind, ORDER_MESSAGE_KIND) : eq(outbox.kind, ORDER_MESSAGE_KIND),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((x, y) => x.nextAttemptAt.getTime() - y.nextAttemptAt.getTime() || x.id - y.id);
}

/** Delivered: never claimed again. One statement for a batch's messages. */
export async function markSent(db: DbOrTx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(and(inArray(outbox.id, [...ids]), isNull(outbox.sentAt)));
}

/**
 * Claimed but not tried (the worker is stopping): free for the next worker at once, the attempt
 * counted at the claim taken back.
 */
export async function releaseClaims(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
    .where(and(inArray(outbox.id, [...ids]), isNull(outbox.sentAt)));
}

/** A failed attempt: tried again at `retryAt`, or given up when `retryAt` is null. */
export async function markFailed(db: DbOrTx, id: number, error: string, retryAt: Date | null, now: Date) {
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: now }),
    })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
}
