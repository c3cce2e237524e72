import { isUuid } from '@shop/shared/admin/admin-schemas';
import type { AdminOrdersQuery, Order } from '@shop/shared/orders/order-schemas';
import type { Database } from '../../db/client.ts';
import { findOrders } from './order-list.repository.ts';
import { withTransferRejections } from './transfer-rejections.repository.ts';

/** A customer's paid orders, newest first; unpaid ones (pending, expired) are not theirs to see. */
export async function customerOrders(db: Database, userId: string): Promise<Order[]> {
  if (!isUuid(userId)) return [];
  return (await findOrders(db, { userId })).data;
}

/**
 * Staff's orders, newest first (unpaid ones only when asked by status, or status=all), each with
 * any transfer Paystack refused for it (a wrong amount).
 */
export async function staffOrderPage(db: Database, query: AdminOrdersQuery) {
  const page = await findOrders(db, query);
  return { ...page, data: await withTransferRejections(db, page.data) };
}
