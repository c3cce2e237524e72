import type { Cart } from '@shop/shared/cart/cart-rules';
import type { CheckedCheckout } from '@shop/shared/checkout/checkout-rules';
import type { CheckoutRequest, CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../lib/api-client';
import { cancelCheckout } from './api/cancel-checkout';
import { startCheckout } from './api/start-checkout';
import { attemptEnded, attemptFor, attemptStarted } from './checkout-attempt';
import { cartFromServer, pricesChanged } from './reprice-cart';

export type StartedPayment =
  | { kind: 'ready'; pending: CheckoutResponse }
  /** The server's prices differ from the cart's: the cart is to show them before anyone pays. */
  | { kind: 'repriced'; cart: Cart }
  | { kind: 'failed'; message: string };

/**
 * Records the pending order at the server's prices; nothing is charged yet. A new attempt (the
 * cart or form changed since the last one) first gives up the shopper's own earlier unpaid
 * checkout, so its stock is free for this one.
 */
export async function startPayment(
  cart: Cart,
  checked: CheckedCheckout,
  discountCode: string | null = null,
): Promise<StartedPayment> {
  const body: CheckoutRequest = {
    items: cart.items.map((i) => ({
      productId: i.productId,
      colorId: i.color?._id ?? null,
      quantity: i.quantity,
    })),
    delivery: checked.delivery,
    transportOption: checked.transport.id,
    // The code applied in the cart: the server checks it again and holds a use with the order.
    ...(discountCode && { discountCode }),
  };
  const { key, earlierReference } = attemptFor(body);
  // A failed cancel leaves the earlier hold to run out at its time; the new checkout goes on.
  if (earlierReference) await cancelCheckout(earlierReference).catch(() => null);
  let pending: CheckoutResponse;
  try {
    pending = await startCheckout(body, key);
  } catch (error) {
    // 400: a rule of the form or cart; 409: not enough stock left (naming the item and the count),
    // or the shopper's hold limit. Refused outright, so the next press is a new attempt; a network
    // failure or 5xx keeps the key, and the retry is answered the same order if one was made.
    const clear = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (clear) attemptEnded();
    return { kind: 'failed', message: clear ? error.message : messages.checkout.paymentStartFailed };
  }
  attemptStarted(key, pending.reference);
  if (pricesChanged(cart, pending)) return { kind: 'repriced', cart: cartFromServer(pending) };
  return { kind: 'ready', pending };
}
