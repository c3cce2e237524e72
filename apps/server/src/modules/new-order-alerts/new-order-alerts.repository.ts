import { and, asc, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { OrderRow } from '../payments/settlement.repository.ts';

/**
 * Claims up to `limit` orders that became sales (paid, to pay on delivery, taken by staff) and
 * that the shop was not yet told of, oldest first, stamping them told in the same statement. SKIP
 * LOCKED lets several processes claim at once without taking the same order twice.
 */
export async function claimUnannounced(tx: DbOrTx, now: Date, limit: number): Promise<OrderRow[]> {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.announcedAt), notInArray(orders.status, ['pending', 'expired'])))
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(orders)
    .set({ announcedAt: now })
    .where(and(inArray(orders.id, due), isNull(orders.announcedAt)))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
