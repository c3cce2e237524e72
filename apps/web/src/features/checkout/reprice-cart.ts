import { withTotals, type Cart } from '@shop/shared/cart/cart-rules';
import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { nairaToKobo } from '@shop/shared/money';

/** Whether the server's prices differ from those the cart showed. */
export function pricesChanged(cart: Cart, pending: CheckoutResponse): boolean {
  return (
    pending.items.length !== cart.items.length ||
    pending.items.some((item, i) => item.price !== cart.items[i]?.price) ||
    nairaToKobo(pending.subtotal) !== nairaToKobo(cart.totalAmount)
  );
}

/** The cart rebuilt from the server's figures, so the page shows what will really be charged. */
export function cartFromServer(pending: CheckoutResponse): Cart {
  return withTotals(
    pending.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      price: item.price,
      image: item.image,
      quantity: item.quantity,
      color: item.color ? { ...item.color, inStock: true } : null,
    })),
  );
}
