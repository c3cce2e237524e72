import { and, eq } from 'drizzle-orm';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import {
  canChangeStatus,
  refusedTransitionMessage,
  type AdminOrderStatus,
} from '@shop/shared/admin/order-status';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http-error.ts';
import { releaseOrderStock } from '../stock/stock-holds.ts';
import { findOrderById } from './orders.repository.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * One status step by an admin, recorded with its time and author. The update is conditional on
 * the status read, so two admins clicking at once cannot both move the order.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  to: AdminOrderStatus,
  adminId: string,
): Promise<Order> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const from = row.status;
    if (!canChangeStatus(from, to)) throw conflict(refusedTransitionMessage(from, to));
    const moved = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (moved.length === 0)
      throw conflict(`The order changed meanwhile; it is no longer ${from}. Please reload.`);
    await tx
      .insert(orderStatusEvents)
      .values({ orderId, fromStatus: from, toStatus: to, changedBy: adminId });
    // A cancelled order's goods go back on the shelf, in the same transaction as the change.
    if (to === 'cancelled') await releaseOrderStock(tx, orderId, ['held', 'sold']);
    return (await findOrderById(tx, orderId))!;
  });
}
