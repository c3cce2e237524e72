import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';

// What a slip and a receipt say about an order, worked out once and drawn by either layout.

export const lineName = (item: Order['items'][number]) =>
  item.color ? `${item.productName} — ${item.color.name}` : item.productName;

/** The naira the rider collects: the total of an uncollected pay-on-delivery order, else nothing. */
export function amountToCollect(order: Order): number {
  if (!order.payOnDelivery || order.payOnDelivery.collectedAt) return 0;
  return Math.max(0, order.amount - (order.refunded ?? 0));
}

export function collectLine(order: Order): string {
  const due = amountToCollect(order);
  if (due > 0) return `Collect on delivery: ${formatNaira(due)}`;
  return order.payOnDelivery
    ? 'Collected: nothing more to collect (₦0)'
    : 'Paid online: collect nothing (₦0)';
}

export const addressLines = (order: Order) => [order.name, order.address, `${order.city}, ${order.state}`];
