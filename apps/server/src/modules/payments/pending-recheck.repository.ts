import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { releaseOrderStock } from '../stock/stock-holds.ts';

/** An unpaid checkout is given up (status `expired`) this long after it was made. */
const EXPIRE_AFTER_MS = 48 * 60 * 60_000;
/** When the provider cannot answer (a refused key, an outage), the order is asked about again this soon. */
export const RETRY_AFTER_PROVIDER_ERROR_MS = 5 * 60_000;

// Checks 2, 5, 15, 30 and 60 minutes after checkout, then every 3 hours, and one last check at
// 48 hours. The next time is the first scheduled one still ahead, so a process that was down
// does not replay the missed ones.
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const nextCheckAfter = (now: Date) => sql`case
  when ${orders.createdAt} + interval '48 hours' <= ${at(now)} then ${at(now)} + interval '30 minutes'
  else least(
    ${orders.createdAt} + interval '48 hours',
    coalesce(
      (select min(${orders.createdAt} + s.after)
         from unnest(array['2 minutes', '5 minutes', '15 minutes', '30 minutes', '60 minutes']::interval[]) as s(after)
        where ${orders.createdAt} + s.after > ${at(now)}),
      ${at(now)} + interval '3 hours'))
  end`;

/** What a claim answers: the orders to check, each moved to its next time in the claim. */
/** `expiresAt`: when it may be given up unpaid, 48 hours after checkout or when its payment link closes. */
export type ClaimedOrder = { id: string; reference: string; createdAt: Date; expiresAt: Date };

/** An unpaid order is given up 48 hours after checkout, or when its payment link closes if later (decision 48). */
const expiresAtOf = (createdAt: Date, payLinkExpiresAt: Date | null) =>
  new Date(Math.max(createdAt.getTime() + EXPIRE_AFTER_MS, payLinkExpiresAt?.getTime() ?? 0));

type ClaimRow = { createdAt: Date; paymentSignalAt: Date | null };

/** The claims' order: signalled first, the oldest signal first; then plain ones, newest first. */
const inClaimOrder = (a: ClaimRow, b: ClaimRow) => {
  if (a.paymentSignalAt && b.paymentSignalAt) {
    return a.paymentSignalAt.getTime() - b.paymentSignalAt.getTime();
  }
  if (a.paymentSignalAt || b.paymentSignalAt) return a.paymentSignalAt ? -1 : 1;
  return b.createdAt.getTime() - a.createdAt.getTime();
};

/** Marks the chosen orders claimed (counted, stamped, next time set) and answers them in order. */
async function claim(db: Database, now: Date, chosen: SQLWrapper): Promise<ClaimedOrder[]> {
  const rows = await db
    .update(orders)
    .set({ checkCount: sql`${orders.checkCount} + 1`, checkedAt: now, nextCheckAt: nextCheckAfter(now) })
    .where(inArray(orders.id, chosen))
    .returning({
      id: orders.id,
      reference: orders.reference,
      createdAt: orders.createdAt,
      paymentSignalAt: orders.paymentSignalAt,
      payLinkExpiresAt: orders.payLinkExpiresAt,
    });
  return rows.sort(inClaimOrder).map(({ id, reference, createdAt, payLinkExpiresAt }) => ({
    id,
    reference,
    createdAt,
    expiresAt: expiresAtOf(createdAt, payLinkExpiresAt),
  }));
}

/**
 * Claims up to `limit` pending orders that are due: the signalled ones (likely paid) first, the
 * oldest signal first, then the plain ones newest first, and moves each one's next check forward
 * in the same statement. SKIP LOCKED lets two processes claim at once without waiting for, or
 * taking, each other's orders; a claimed order is not due again until its next time.
 */
export async function claimDueOrders(db: Database, now: Date, limit: number) {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.nextCheckAt, now)))
    .orderBy(sql`${orders.paymentSignalAt} asc nulls last`, desc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return claim(db, now, due);
}

/**
 * Claims up to `limit` signalled pending orders, oldest signal first, whatever their schedule
 * says: those signalled before `startedAt` (this process's start) and not claimed by anyone
 * since. Once claimed they are stamped after `startedAt`, so neither this process's next batch
 * nor another process starting at the same time takes them again.
 */
export async function claimSignalledOrders(db: Database, startedAt: Date, now: Date, limit: number) {
  const signalled = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        isNotNull(orders.paymentSignalAt),
        lte(orders.paymentSignalAt, startedAt),
        or(isNull(orders.checkedAt), lt(orders.checkedAt, startedAt)),
      ),
    )
    .orderBy(asc(orders.paymentSignalAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return claim(db, now, signalled);
}

/** The provider could not answer: these are asked about again by `at`, or sooner if already due. */
export async function recheckSoon(db: Database, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(orders)
    .set({
      nextCheckAt: sql`least(coalesce(${orders.nextCheckAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`,
    })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'pending')));
}

/** A checkout still unpaid after 48 hours; a payment arriving later still settles it. */
export async function expireOrder(db: Database, id: string) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({ status: 'expired', nextCheckAt: null, updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, 'pending'),
          // Never while its payment link is open: the customer may still pay it.
          or(isNull(orders.payLinkExpiresAt), lte(orders.payLinkExpiresAt, now)),
        ),
      )
      .returning({ id: orders.id });
    if (!row) return;
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: id, fromStatus: 'pending', toStatus: 'expired', note: 'unpaid after 48 hours' });
    await releaseOrderStock(tx, id);
  });
}
