import { IDEMPOTENCY_KEY_HEADER } from '@shop/shared/checkout/idempotency-key';
import { RefundResponseSchema, type RefundRequest } from '@shop/shared/orders/refund-schemas';
import { api } from '../../../../lib/api-client';

/**
 * POST /order/orders/{id}/refunds (an added endpoint): the admin gives money back. One key per
 * confirmed refund, so a retried request never refunds twice.
 */
export const refundOrder = (id: string, body: RefundRequest, idempotencyKey: string) =>
  api(`/order/orders/${encodeURIComponent(id)}/refunds`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    answer: RefundResponseSchema,
  });
