import { api } from '../../../lib/api-client';

/**
 * The "order as created" after the popup: the payment's reference and nothing else. The server
 * verifies the payment with the provider and takes every figure from its own pending order (it
 * still accepts the product description's longer body, reading only its transactionId).
 */
export async function confirmOrder(reference: string) {
  // The answer's schema (zod) loads with the payment, never with the cart's first page.
  const { ConfirmOrderResponseSchema } = await import('@shop/shared/checkout/checkout-schemas');
  return api('/order/orders', {
    method: 'POST',
    answer: ConfirmOrderResponseSchema,
    body: { transactionId: reference },
  });
}
