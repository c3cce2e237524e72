import { OrderStatusResponseSchema, type AdminOrderStatus } from '@shop/shared/admin/order-status';
import type { CollectionMethod } from '@shop/shared/orders/payment-methods';
import { api } from '../../../../lib/api-client';

/** PATCH /order/orders/{id}/status (an added endpoint): the admin moves an order on (`collected`: a pay-on-delivery order's delivery). */
export const updateOrderStatus = (id: string, status: AdminOrderStatus, collected?: CollectionMethod) =>
  api(`/order/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: collected ? { status, collected } : { status },
    answer: OrderStatusResponseSchema,
  });
