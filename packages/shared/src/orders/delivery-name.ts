import type { Order } from './order-schemas.ts';

/**
 * The delivery as an order names it everywhere (pages, e-mails, receipts, slips): the option's name
 * as the shopper chose it, kept on the order, so a renamed or deleted option changes no past order.
 * An order written without one (only by hand, in tests) falls back to the option's id.
 */
export function orderDeliveryName(order: Pick<Order, 'deliveryName' | 'transportOption'>): string {
  return order.deliveryName || order.transportOption;
}
