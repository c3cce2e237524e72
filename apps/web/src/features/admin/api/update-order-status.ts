import { OrderStatusResponseSchema, type AdminOrderStatus } from '@shop/shared/admin/order-status';
import { api } from '../../../lib/api-client';

/** PATCH /order/orders/{id}/status (an added endpoint): the admin moves an order on. */
export const updateOrderStatus = (id: string, status: AdminOrderStatus) =>
  api(`/order/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
    answer: OrderStatusResponseSchema,
  });
