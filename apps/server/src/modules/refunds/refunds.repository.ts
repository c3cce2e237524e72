import { asc, eq, inArray, sql } from 'drizzle-orm';
import { koboToNaira } from '@shop/shared/money';
import type { RefundStatus } from '@shop/shared/orders/payment-methods';
import type { Refund } from '@shop/shared/orders/refund-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';

// Refund rows and the order's running total of money given back (orders.refunded_kobo), which the
// overview's triggers subtract from sales. Every change to one goes with the other, under the
// order's row lock.

export type RefundRow = typeof refunds.$inferSelect;

/** The order's row, locked until the transaction ends: refunds of one order take turns. */
export async function lockOrderForRefund(tx: DbOrTx, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      collectedAt: orders.collectedAt,
      amountKobo: orders.amountKobo,
      refundedKobo: orders.refundedKobo,
      reference: orders.reference,
      provider: orders.provider,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForRefund>>>;

export async function findRefundByKey(tx: DbOrTx, key: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return row;
}

export async function findRefundByProviderId(tx: DbOrTx, provider: string, providerRefundId: string) {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(sql`${refunds.provider} = ${provider} and ${refunds.providerRefundId} = ${providerRefundId}`);
  return row;
}

export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function updateRefund(
  tx: DbOrTx,
  id: string,
  change: { status?: RefundStatus; providerRefundId?: string; idempotencyKey?: null },
): Promise<RefundRow> {
  const [row] = await tx
    .update(refunds)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/** Adds to (or, for a failed refund, takes from) what the order has given back. */
export async function addRefunded(tx: DbOrTx, orderId: string, deltaKobo: number) {
  await tx
    .update(orders)
    .set({ refundedKobo: sql`${orders.refundedKobo} + ${deltaKobo}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** The refunds of these orders as the API shows them, oldest first, by order id. */
export async function refundsByOrder(db: DbOrTx, orderIds: string[]): Promise<Map<string, Refund[]>> {
  const byOrder = new Map<string, Refund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toRefund(row)]);
  return byOrder;
}

export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  amount: koboToNaira(row.amountKobo),
  status: row.status,
  reason: row.reason,
  provider: row.provider,
  createdAt: row.createdAt.toISOString(),
});
