import type { AdminOrderStatus } from '@shop/shared/admin/order-status';
import type { Order } from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

/** GET /order/orders: the paid orders of the shop, newest first (`data`). */
export async function getAllOrders(): Promise<Order[]> {
  const { data } = await api<{ data?: Order[] }>('/order/orders?limit=500');
  return data ?? [];
}

/** PATCH /order/orders/{id}/status (an addition to the spec). */
export const updateOrderStatus = (id: string, status: AdminOrderStatus) =>
  api<{ message: string; order: Order }>(`/order/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
  });
