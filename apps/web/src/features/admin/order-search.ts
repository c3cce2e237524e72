import type { Order } from '@shop/shared/orders/order-schemas';

/** Spec section 5: customer name, order ID or product name, case-insensitive. */
export function matchesOrder(order: Order, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return (
    order.name.toLowerCase().includes(needle) ||
    order._id.toLowerCase().includes(needle) ||
    order.items.some((i) => i.productName.toLowerCase().includes(needle))
  );
}
