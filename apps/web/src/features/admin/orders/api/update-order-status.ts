import {
  OrderStatusResponseSchema,
  type AdminOrderStatus,
  type OrderStatusBody,
} from '@shop/shared/admin/order-status';
import { api } from '../../../../lib/api-client';

/** What a step carries besides its status: a pay-on-delivery order's collection, a shipment's courier. */
export type StatusStepDetails = Omit<OrderStatusBody, 'status'>;

/** PATCH /order/orders/{id}/status (an added endpoint): the admin moves an order on. */
export const updateOrderStatus = (id: string, status: AdminOrderStatus, details: StatusStepDetails = {}) =>
  api(`/order/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status, ...details },
    answer: OrderStatusResponseSchema,
  });
