import type { PaymentMethodsResponse } from '@shop/shared/settings/settings-schemas';
import { api } from '../../../lib/api-client';

/** GET /shop/payment-methods: what the shop takes now (no validation library on the cart's first page). */
export const getPaymentMethods = () =>
  api<PaymentMethodsResponse>('/shop/payment-methods', { method: 'GET', auth: false });
