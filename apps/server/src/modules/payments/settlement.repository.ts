import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

// The statements of settling a payment: the one read of the order before the provider is asked,
// and the one conditional update that makes it paid.

export type OrderRow = typeof orders.$inferSelect;

/** Orders a payment may still settle: an expired checkout whose money arrives late is honoured. */
export const UNPAID_STATUSES = ['pending', 'expired'] as const;

/** What the provider reported with the payment, kept on the order. */
export type PaymentDetails = { feesKobo: number | null; channel: string | null; providerPaidAt: Date | null };

/** The order a payment reference belongs to, as stored. */
export async function findOrderRow(db: DbOrTx, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference));
  return row;
}

/**
 * Pending (or expired) becomes paid in one statement, answering the row as paid and the status it
 * left, or nothing when the order was not unpaid. The row is locked in the statement's own
 * sub-select, so whichever of several racing settlements comes second finds it paid and gets
 * nothing back.
 */
export async function markPaid(
  tx: DbOrTx,
  reference: string,
  payment: PaymentDetails,
): Promise<(OrderRow & { fromStatus: string }) | undefined> {
  const now = new Date();
  const unpaid = inArray(orders.status, [...UNPAID_STATUSES]);
  const before = tx.$with('before').as(
    tx
      .select({ id: orders.id, fromStatus: sql<string>`${orders.status}`.as('from_status') })
      .from(orders)
      .where(and(eq(orders.reference, reference), unpaid))
      .for('update'),
  );
  const [row] = await tx
    .with(before)
    .update(orders)
    .set({
      status: 'paid',
      paidAt: now,
      updatedAt: now,
      feesKobo: payment.feesKobo,
      paymentChannel: payment.channel,
      providerPaidAt: payment.providerPaidAt,
    })
    .from(before)
    .where(and(eq(orders.id, before.id), unpaid))
    .returning({ ...getTableColumns(orders), fromStatus: before.fromStatus });
  return row;
}
