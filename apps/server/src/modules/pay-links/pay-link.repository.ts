import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { recordStatusEvent } from '../orders/order-status.repository.ts';
import type { OrderRow } from '../payments/settlement.repository.ts';
import { releaseOrderStock } from '../stock/stock-holds.ts';

// An unpaid order's payment link (decision 48): a token of its own on the order, open until a
// time, and the order's stock held as long.

/** 32 random bytes, base64url: as hard to guess as the order page's own link. */
export const newPayToken = () => randomBytes(32).toString('base64url');

/** The order a link's token opens, as stored. */
export async function findOrderByPayToken(db: DbOrTx, token: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.payToken, token));
  return row;
}

/** The order's row, locked until the transaction ends: one link change at a time, none beside a payment. */
export async function lockOrderRow(tx: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Opens the order's link until `expiresAt` (its token kept when it had one, so a link already sent
 * works again) and holds its stock at least as long. Answers the token.
 */
export async function openPayLink(tx: DbOrTx, orderId: string, expiresAt: Date): Promise<string> {
  const until = sql`${expiresAt.toISOString()}::timestamptz`;
  const [row] = await tx
    .update(orders)
    .set({
      payToken: sql`coalesce(${orders.payToken}, ${newPayToken()})`,
      payLinkExpiresAt: expiresAt,
      holdExpiresAt: sql`greatest(coalesce(${orders.holdExpiresAt}, ${until}), ${until})`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning({ token: orders.payToken });
  return row!.token!;
}

/**
 * A chat order whose payment could not be started with the provider: nobody can pay it, so it is
 * expired at once, its link closed and its stock given back, in one transaction.
 */
export async function giveUpUnstartedLink(db: Database, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({
        status: 'expired',
        nextCheckAt: null,
        holdExpiresAt: null,
        payLinkExpiresAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, orderId))
      .returning({ id: orders.id });
    if (!row) return;
    await recordStatusEvent(tx, {
      orderId,
      fromStatus: 'pending',
      toStatus: 'expired',
      note: 'the payment link could not be started with the payment provider',
    });
    await releaseOrderStock(tx, orderId);
  });
}
