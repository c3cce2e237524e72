import {
  AdminOrdersResponseSchema,
  type AdminOrdersQuery,
  type Order,
} from '@shop/shared/orders/order-schemas';
import { api } from '../../../../lib/api-client';

export type OrdersPage = { data: Order[]; total: number };

/**
 * GET /order/orders: one page of the shop's orders, newest first (`data`, and `total` for every
 * match). The server filters by status and searches (`q`); without a status it leaves out unpaid ones.
 */
export async function getOrdersPage(query: AdminOrdersQuery): Promise<OrdersPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return api(`/order/orders?${params}`, { answer: AdminOrdersResponseSchema });
}
