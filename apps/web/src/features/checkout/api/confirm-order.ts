import type { SessionUser } from '@shop/shared/auth/session-user';
import type { CheckedCheckout } from '@shop/shared/checkout/checkout-rules';
import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { api } from '../../../lib/api-client';

/**
 * The "order as created" after the popup. The server trusts only transactionId and verifies the
 * payment with the provider; the rest repeats the pending order's own figures.
 */
export async function confirmOrder(
  pending: CheckoutResponse,
  { delivery, transport }: CheckedCheckout,
  user: SessionUser | null,
) {
  // The answer's schema (zod) loads with the payment, never with the cart's first page.
  const { ConfirmOrderResponseSchema } = await import('@shop/shared/checkout/checkout-schemas');
  return api('/order/orders', {
    method: 'POST',
    answer: ConfirmOrderResponseSchema,
    body: {
      userId: user?._id ?? null,
      items: pending.items.map((i) => ({
        productId: i.productId,
        quantity: i.quantity,
        price: i.price,
        color: i.color,
      })),
      amount: pending.amount,
      address: delivery.address,
      state: delivery.state,
      city: delivery.city,
      phoneNumber: delivery.phoneNumber,
      transportOption: transport.id,
      transportCost: pending.transportCost,
      transactionId: pending.reference,
      name: delivery.name,
      email: pending.email,
    },
  });
}
