import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { findOrderById, findOrderByViewToken } from '../orders/orders.repository.ts';

/** The orders whose slips staff print, in the order asked; 404 if any id names none. */
export async function ordersToPrint(db: Database, ids: readonly string[]): Promise<Order[]> {
  const found = [];
  for (const id of ids) {
    const order = isUuid(id) ? await findOrderById(db, id) : undefined;
    if (!order) throw notFound(messages.paper.orderNotFound);
    found.push(order);
  }
  return found;
}

/** A receipt is for an order that was paid or is on its way: a pending or expired one has none yet. */
function receiptReady(order: Order): Order {
  if (order.status === 'pending' || order.status === 'expired')
    throw conflict(messages.paper.receiptNotReady);
  return order;
}

/** The order a receipt link's unguessable token opens (the same token as the order page). */
export async function receiptOrderByToken(db: Database, token: string): Promise<Order> {
  const order = await findOrderByViewToken(db, token);
  if (!order) throw notFound(messages.orders.viewNotFound);
  return receiptReady(order);
}

/** The customer's own order, for its receipt (another's: 404, it tells nothing). */
export async function ownReceiptOrder(db: Database, userId: string, id: string): Promise<Order> {
  const order = isUuid(id) ? await findOrderById(db, id) : undefined;
  if (!order || order.userId !== userId) throw notFound(messages.paper.orderNotFound);
  return receiptReady(order);
}
