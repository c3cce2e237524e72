import { useEffect, useState } from 'react';
import type { Order } from '@shop/shared/orders/order-schemas';
import { useApiRead } from '../../lib/use-api-read';
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

  // Each read waits its pause first: the page has just read the order it starts from.
  const {
    data: fresh,
    loading,
    reread,
  } = useApiRead(
    waiting && token ? `awaited-order|${token}` : null,
    (signal) => viewOrder(token ?? '', signal),
    { delayMs: AWAITED_ORDER_POLL_MS },
  );
  // A new answer is the order from now on; it stays once the page stops asking (paid).
  if (fresh && fresh !== order) setOrder(fresh);
  // Each answer asks again after the same pause; a failed read (a phone losing its network) too.
  const answered = waiting && !loading;
  useEffect(() => {
    if (answered) reread();
  }, [answered, reread]);

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
