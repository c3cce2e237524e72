import { eq } from 'drizzle-orm';
import { messages } from '@shop/shared/messages';
import type { AdminOrderStatus } from '@shop/shared/admin/order-status';
import type { CollectionMethod, PaymentMethod } from '@shop/shared/orders/payment-methods';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest } from '../../http-error.ts';

// The rider's money: a pay-on-delivery order is delivered only with how it was collected, and
// that is recorded with the step. `paid_at` is the collection's time, so the overview counts the
// sale on that day (its triggers count a pay-on-delivery order once `collected_at` is set).

export async function findPaymentMethod(tx: DbOrTx, orderId: string) {
  const [row] = await tx.select({ method: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId));
  return row?.method;
}

/** 400 unless `collected` comes exactly with a pay-on-delivery order's delivery. */
export function checkCollection(
  method: PaymentMethod,
  to: AdminOrderStatus,
  collected: CollectionMethod | undefined,
) {
  const collecting = method === 'pay_on_delivery' && to === 'delivered';
  if (collecting && !collected) throw badRequest(messages.payOnDelivery.collectedRequired, 'collected');
  if (!collecting && collected) throw badRequest(messages.payOnDelivery.collectedOnlyOnDelivery, 'collected');
}

export async function recordCollection(tx: DbOrTx, orderId: string, via: CollectionMethod) {
  const now = new Date();
  await tx
    .update(orders)
    .set({ collectedVia: via, collectedAt: now, paidAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
}
