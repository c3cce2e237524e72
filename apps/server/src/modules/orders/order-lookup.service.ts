import { messages } from '@shop/shared/messages';
import { parseOrderNumber } from '@shop/shared/orders/order-number';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { findOrderByViewToken, findTrackableOrder } from './orders.repository.ts';

/** The order an e-mailed link's token opens: 32 random bytes, so the token alone is enough. */
export async function orderByViewToken(db: Database, token: string) {
  const order = await findOrderByViewToken(db, token);
  if (!order) throw notFound(messages.orders.viewNotFound);
  return order;
}

/** The order with this number and e-mail address; one 404 for every wrong pair, so it never tells which. */
export async function trackOrder(db: Database, orderNumber: string, email: string) {
  const number = parseOrderNumber(orderNumber);
  const order = number === null ? undefined : await findTrackableOrder(db, number, email);
  if (!order) throw notFound(messages.orders.trackNotFound);
  return order;
}
