import type { Order } from '@shop/shared/orders/order-schemas';

// The order the checkout's confirmation has just answered, handed to the order page's loader: it
// is the server's current order, so the page shows it at once instead of reading it again (one
// still awaiting a transfer is then read again by the page itself as it waits for the money).
let handed: { token: string; order: Order } | null = null;

export function handOrder(token: string, order: Order) {
  handed = { token, order };
}

/** The order handed for this page's token, once: a later visit (Back, a reload) reads it again. */
export function takeHandedOrder(token: string): Order | undefined {
  if (!handed || handed.token !== token) return undefined;
  const { order } = handed;
  handed = null;
  return order;
}
