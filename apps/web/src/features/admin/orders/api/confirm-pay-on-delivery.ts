import { OrderStatusResponseSchema } from '@shop/shared/admin/order-status';
import { api } from '../../../../lib/api-client';

/** POST /order/orders/{id}/pay-on-delivery/confirm: staff confirm the order after speaking with the shopper. */
export const confirmPayOnDelivery = (id: string) =>
  api(`/order/orders/${encodeURIComponent(id)}/pay-on-delivery/confirm`, {
    method: 'POST',
    answer: OrderStatusResponseSchema,
  });
