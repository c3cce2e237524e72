import { eq } from 'drizzle-orm';
import { formatNaira, koboToNaira } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { enqueuePush } from '../push-alerts/push-queue.repository.ts';

/**
 * Tells the phones of staff who handle refunds that one failed (the provider refused it or said so
 * later), in the transaction that marks it failed: the order number and amount only.
 */
export async function alertRefundFailed(tx: DbOrTx, orderId: string, amountKobo: number): Promise<void> {
  const [order] = await tx.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const orderNumber = formatOrderNumber(order.number);
  await enqueuePush(tx, 'refund.failed', {
    title: messages.pushAlerts.refundFailed(orderNumber),
    body: messages.pushAlerts.refundFailedBody(formatNaira(koboToNaira(amountKobo))),
    url: '/admin',
    tag: `refund-${orderNumber}`,
  });
}
