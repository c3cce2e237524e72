import { api } from '../../../lib/api-client';

/** The shopper gave up this checkout: unless the provider says it was paid, its stock is freed now. */
export async function cancelCheckout(reference: string) {
  // The answer's schema (zod) loads with the payment, never with the cart's first page.
  const { CancelCheckoutResponseSchema } = await import('@shop/shared/checkout/checkout-schemas');
  return api('/order/checkout/cancel', {
    method: 'POST',
    body: { reference },
    answer: CancelCheckoutResponseSchema,
  });
}
