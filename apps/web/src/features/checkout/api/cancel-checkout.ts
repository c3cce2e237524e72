import type { CancelCheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { api } from '../../../lib/api-client';

/** The shopper gave up this checkout: unless the provider says it was paid, its stock is freed now. */
export const cancelCheckout = (reference: string) =>
  api<CancelCheckoutResponse>('/order/checkout/cancel', { method: 'POST', body: { reference } });
