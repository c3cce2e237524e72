import { useEffect, useState } from 'react';
import type { Order } from '@shop/shared/orders/order-schemas';
import { viewOrder } from './api/view-order';

/** How often the page asks while a transfer may still land. */
const AWAITED_ORDER_POLL_MS = 3_000;

/** Unpaid with a transfer that may still land: the page waits for it. */
export const isAwaitingTransfer = (order: Order, now = Date.now()) =>
  order.status === 'pending' &&
  order.transferExpiresAt !== undefined &&
  new Date(order.transferExpiresAt).getTime() > now;

/**
 * The order as it stands: while its transfer may still land, read again every few seconds, so the
 * page shows it paid when the money arrives without the shopper touching it. Stops once it is no
 * longer waiting (paid, or the transfer's time ran out) or the page is left.
 */
export function useAwaitedOrder(initial: Order, token: string | undefined): Order {
  const [order, setOrder] = useState(initial);
  const waiting = isAwaitingTransfer(order);

  useEffect(() => {
    if (!waiting || !token) return;
    let stopped = false;
    const timer = setInterval(() => {
      viewOrder(token)
        .then((fresh) => {
          if (!stopped) setOrder(fresh);
        })
        // A failed read (a phone losing its network) is simply asked again at the next tick.
        .catch(() => undefined);
    }, AWAITED_ORDER_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting, token]);

  // The transfer's time runs out with no answer needed: the page stops waiting then.
  const [, setExpired] = useState(false);
  useEffect(() => {
    if (!waiting || !order.transferExpiresAt) return;
    const left = new Date(order.transferExpiresAt).getTime() - Date.now();
    const timer = setTimeout(() => setExpired(true), Math.max(0, left) + 1);
    return () => clearTimeout(timer);
  }, [waiting, order.transferExpiresAt]);

  return order;
}
