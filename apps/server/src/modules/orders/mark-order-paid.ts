import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { sellOrderStock } from '../stock/stock-holds.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import { orderPageUrl } from './order-links.ts';
import { findOrderByReference, findViewToken } from './orders.repository.ts';

/** `shopUrl`: the base of the order page's link in the receipt (see order-links.ts). */
export type PaidDeps = { db: Database; log: FastifyBaseLogger; shopName: string; shopUrl: string };

/** What the provider reported with the payment, kept on the order. */
export type PaymentDetails = { feesKobo: number | null; channel: string | null; providerPaidAt: Date | null };

const detailColumns = (p: PaymentDetails | undefined) =>
  p ? { feesKobo: p.feesKobo, paymentChannel: p.channel, providerPaidAt: p.providerPaidAt } : {};

/**
 * The one way an order becomes paid, shared by the browser's confirmation, the webhook and the
 * periodic re-check. The update is conditional (only a pending or expired order changes), so when
 * several paths race exactly one gets the row back, records the event and records the confirmation
 * e-mail in the outbox, all in one transaction: a paid order always has its receipt on the way,
 * and confirming again records nothing. Nobody waits for the mail to be delivered.
 */
export async function markOrderPaid(
  deps: PaidDeps,
  reference: string,
  via: 'confirmation' | 'webhook' | 'recheck',
  payment?: PaymentDetails,
): Promise<{ order: Order | undefined; newlyPaid: boolean }> {
  const paidOrder = await deps.db.transaction(async (tx) => {
    const now = new Date();
    // Locked and read first, so the event names the status left (pending, or expired when the
    // money arrived after the checkout expired: it was taken, so the order is honoured).
    const [before] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.reference, reference))
      .for('update');
    const [row] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, updatedAt: now, ...detailColumns(payment) })
      .where(and(eq(orders.reference, reference), inArray(orders.status, ['pending', 'expired'])))
      .returning({ id: orders.id });
    if (!row) return undefined;
    await tx.insert(orderStatusEvents).values({
      orderId: row.id,
      fromStatus: before?.status ?? 'pending',
      toStatus: 'paid',
      note: `payment verified (${via})`,
    });
    await sellOrderStock(tx, row.id);
    const order = await findOrderByReference(tx, reference);
    if (order) {
      const pageUrl = orderPageUrl(deps.shopUrl, (await findViewToken(tx, order._id))!);
      await enqueueMail(tx, orderConfirmationMail(order, deps.shopName, pageUrl));
    }
    return order;
  });
  if (paidOrder) {
    deps.log.info({ reference, via }, 'order paid');
    return { order: paidOrder, newlyPaid: true };
  }
  return { order: await findOrderByReference(deps.db, reference), newlyPaid: false };
}
