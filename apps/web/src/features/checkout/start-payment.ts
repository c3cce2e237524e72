import type { Cart } from '@shop/shared/cart/cart-rules';
import type { CheckedCheckout } from '@shop/shared/checkout/checkout-rules';
import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../lib/api-client';
import { startCheckout } from './api/start-checkout';
import { cartFromServer, pricesChanged } from './reprice-cart';

export type StartedPayment =
  | { kind: 'ready'; pending: CheckoutResponse }
  /** The server's prices differ from the cart's: the cart is to show them before anyone pays. */
  | { kind: 'repriced'; cart: Cart }
  | { kind: 'failed'; message: string };

/** Records the pending order at the server's prices; nothing is charged yet. */
export async function startPayment(cart: Cart, checked: CheckedCheckout): Promise<StartedPayment> {
  let pending: CheckoutResponse;
  try {
    pending = await startCheckout({
      items: cart.items.map((i) => ({
        productId: i.productId,
        colorId: i.color?._id ?? null,
        quantity: i.quantity,
      })),
      delivery: checked.delivery,
      transportOption: checked.transport.id,
    });
  } catch (error) {
    // 400: a rule of the form or cart; 409: not enough stock left, naming the item and the count.
    const clear = error instanceof ApiError && (error.status === 400 || error.status === 409);
    return { kind: 'failed', message: clear ? error.message : messages.checkout.paymentStartFailed };
  }
  if (pricesChanged(cart, pending)) return { kind: 'repriced', cart: cartFromServer(pending) };
  return { kind: 'ready', pending };
}
