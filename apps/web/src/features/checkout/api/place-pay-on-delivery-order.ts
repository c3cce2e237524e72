import type { CheckoutRequest } from '@shop/shared/checkout/checkout-schemas';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/shared/checkout/idempotency-key';
import { PayOnDeliveryCheckoutResponseSchema } from '@shop/shared/checkout/pay-on-delivery';
import { api } from '../../../lib/api-client';

/** POST /order/checkout with pay on delivery: the order is made at once, no payment step follows. */
export const placePayOnDeliveryOrder = (body: CheckoutRequest, idempotencyKey: string) =>
  api('/order/checkout', {
    method: 'POST',
    body: { ...body, paymentMethod: 'pay_on_delivery' },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    answer: PayOnDeliveryCheckoutResponseSchema,
  });
