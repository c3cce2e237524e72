import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { mayHearPushAlert, type PushAlertEvent } from '@shop/shared/push-alerts/push-alert-events';
import type { PushPayload } from '@shop/shared/push-alerts/push-subscription-schemas';
import { afterCommit } from '../../db/after-commit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pushQueue, pushSubscriptions, users } from '../../db/schema/index.ts';
import { pushQueued } from './push-signal.ts';
import { subscribersOf } from './push-subscriptions.repository.ts';

/**
 * Queues `payload` for every device that asked for `event` and whose owner's role may hear it.
 * Call it in the transaction of the change that causes it: both are kept or neither. Answers how
 * many pushes were queued.
 */
export async function enqueuePush(tx: DbOrTx, event: PushAlertEvent, payload: PushPayload): Promise<number> {
  const devices = (await subscribersOf(tx, event)).filter((d) => mayHearPushAlert(d.role, event));
  if (devices.length === 0) return 0;
  // Due by the worker's clock (whole milliseconds), as the mail outbox does (outbox.repository.ts).
  const nextAttemptAt = new Date();
  await tx
    .insert(pushQueue)
    .values(devices.map((d) => ({ subscriptionId: d.id, event, payload, nextAttemptAt })));
  afterCommit(tx, pushQueued);
  return devices.length;
}

export type ClaimedPush = {
  id: number;
  event: PushAlertEvent;
  payload: PushPayload;
  createdAt: Date;
  attempts: number;
  subscription: { id: number; endpoint: string; keys: { p256dh: string; auth: string } };
  role: string;
};

/**
 * Claims the next due push for `leaseMs` in one statement (`FOR UPDATE SKIP LOCKED`), as the mail
 * outbox claims: two workers never take the same push, and a crashed worker's claim runs out.
 */
export async function claimNextPush(
  db: DbOrTx,
  now: Date,
  leaseMs: number,
): Promise<ClaimedPush | undefined> {
  const due = db
    .select({ id: pushQueue.id })
    .from(pushQueue)
    .where(
      and(
        isNull(pushQueue.sentAt),
        isNull(pushQueue.failedAt),
        lte(pushQueue.nextAttemptAt, now),
        or(isNull(pushQueue.lockedUntil), lte(pushQueue.lockedUntil, now)),
      ),
    )
    .orderBy(asc(pushQueue.nextAttemptAt), asc(pushQueue.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(pushQueue)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${pushQueue.attempts} + 1` })
    .where(inArray(pushQueue.id, due))
    .returning();
  if (!claimed) return undefined;
  const [device] = await db
    .select({ sub: pushSubscriptions, role: users.role })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, claimed.subscriptionId));
  // The row cascades away with its subscription; a device gone between the two reads sends nothing.
  if (!device) return claimNextPush(db, now, leaseMs);
  return {
    id: claimed.id,
    event: claimed.event as PushAlertEvent,
    payload: claimed.payload as PushPayload,
    createdAt: claimed.createdAt,
    attempts: claimed.attempts,
    subscription: {
      id: device.sub.id,
      endpoint: device.sub.endpoint,
      keys: { p256dh: device.sub.p256dh, auth: device.sub.auth },
    },
    role: device.role,
  };
}

export async function markPushSent(db: DbOrTx, push: ClaimedPush, now: Date): Promise<void> {
  await db
    .update(pushQueue)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(pushQueue.id, push.id));
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: now, lastError: null })
    .where(eq(pushSubscriptions.id, push.subscription.id));
}

/** A failed attempt: tried again at `retryAt`, or given up (kept for the operator) when null. */
export async function markPushFailed(
  db: DbOrTx,
  push: ClaimedPush,
  error: string,
  retryAt: Date | null,
  now: Date,
) {
  const lastError = error.slice(0, 2000);
  await db
    .update(pushQueue)
    .set({ lastError, lockedUntil: null, ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: now }) })
    .where(eq(pushQueue.id, push.id));
  await db
    .update(pushSubscriptions)
    .set({ lastFailureAt: now, lastError })
    .where(eq(pushSubscriptions.id, push.subscription.id));
}

/** The push service said the device is gone (404/410): the row and its waiting pushes go. */
export async function dropSubscription(db: DbOrTx, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}
