import type { AdminOrderStatus } from '@shop/shared/admin/order-status';
import type { AdminOrdersQuery, Order } from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

export type OrdersPage = { data: Order[]; total: number };

/**
 * GET /order/orders: one page of the shop's orders, newest first (`data`, and `total` for every
 * match). The server filters by status and searches (`q`); without a status it leaves out unpaid ones.
 */
export async function getOrdersPage(query: AdminOrdersQuery): Promise<OrdersPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const { data, total } = await api<{ data?: Order[]; total?: number }>(`/order/orders?${params}`);
  return { data: data ?? [], total: total ?? data?.length ?? 0 };
}

/** PATCH /order/orders/{id}/status (an added endpoint). */
export const updateOrderStatus = (id: string, status: AdminOrderStatus) =>
  api<{ message: string; order: Order }>(`/order/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
  });
