import type { CheckoutRequest } from '@shop/shared/checkout/checkout-schemas';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/shared/checkout/idempotency-key';
import { api } from '../../../lib/api-client';

/**
 * Records the pending order at the server's prices; the popup then charges its amount. The key
 * names the attempt: sent again (a double tap, a retry), it answers the same order.
 */
export async function startCheckout(body: CheckoutRequest, idempotencyKey: string) {
  // The answer's schema (zod) loads with the payment, never with the cart's first page.
  const { CheckoutResponseSchema } = await import('@shop/shared/checkout/checkout-schemas');
  return api('/order/checkout', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    answer: CheckoutResponseSchema,
  });
}
