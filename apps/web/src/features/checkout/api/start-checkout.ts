import type { CheckoutRequest, CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { api } from '../../../lib/api-client';

/** Records the pending order at the server's prices; the popup then charges its amount. */
export const startCheckout = (body: CheckoutRequest) =>
  api<CheckoutResponse>('/order/checkout', { method: 'POST', body });
