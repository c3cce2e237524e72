import type { PaymentMethodsResponse } from '@shop/shared/settings/settings-schemas';
import { api } from '../../../lib/api-client';
import { list, outline, record } from '../../../lib/answer-outline';

/** GET /shop/payment-methods: what the shop takes now (no validation library on the cart's first page). */
export const getPaymentMethods = () =>
  api('/shop/payment-methods', {
    method: 'GET',
    auth: false,
    answer: outline<PaymentMethodsResponse>({ channels: list, payOnDelivery: record }),
  });
