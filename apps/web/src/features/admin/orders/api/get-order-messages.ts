import { OrderMessagesResponseSchema } from '@shop/shared/orders/order-messages';
import { api } from '../../../../lib/api-client';

/** GET /order/orders/{id}/messages: what went to the customer by WhatsApp, SMS or e-mail instead. */
export const getOrderMessages = (orderId: string, signal?: AbortSignal) =>
  api(`/order/orders/${encodeURIComponent(orderId)}/messages`, {
    answer: OrderMessagesResponseSchema,
    signal,
  });
