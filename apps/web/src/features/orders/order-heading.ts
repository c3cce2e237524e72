import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';

/**
 * The order page's heading: the product description's thanks while the order stands; an honest one once it was
 * cancelled or all its money given back (a thank-you there read as if it were still coming).
 */
export function orderHeading(order: Pick<Order, 'status' | 'amount' | 'refunded'>) {
  const m = messages.orders;
  const refundedInFull = order.refunded !== undefined && order.refunded >= order.amount;
  if (order.status === 'cancelled') return refundedInFull ? m.cancelledRefundedTitle : m.cancelledTitle;
  if (refundedInFull) return m.refundedTitle;
  return m.confirmationTitle;
}
