import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import { findOrderByReference } from './orders.repository.ts';

export type PaidDeps = { db: Database; log: FastifyBaseLogger; shopName: string };

/**
 * The one way an order becomes paid, shared by the browser's confirmation, the webhook and the
 * periodic re-check. The update is conditional (only a pending order changes), so when several
 * paths race exactly one gets the row back, records the event and records the confirmation
 * e-mail in the outbox, all in one transaction: a paid order always has its receipt on the way,
 * and confirming again records nothing. Nobody waits for the mail to be delivered.
 */
export async function markOrderPaid(
  deps: PaidDeps,
  reference: string,
  via: 'confirmation' | 'webhook' | 'recheck',
): Promise<{ order: Order | undefined; newlyPaid: boolean }> {
  const paidOrder = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(orders.reference, reference), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (!row) return undefined;
    await tx.insert(orderStatusEvents).values({
      orderId: row.id,
      fromStatus: 'pending',
      toStatus: 'paid',
      note: `payment verified (${via})`,
    });
    const order = await findOrderByReference(tx, reference);
    if (order) await enqueueMail(tx, orderConfirmationMail(order, deps.shopName));
    return order;
  });
  if (paidOrder) {
    deps.log.info({ reference, via }, 'order paid');
    return { order: paidOrder, newlyPaid: true };
  }
  return { order: await findOrderByReference(deps.db, reference), newlyPaid: false };
}
