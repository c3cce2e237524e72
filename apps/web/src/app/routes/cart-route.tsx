import { CheckoutPage } from '../../features/checkout/components/checkout-page';

/** /cart: the cart and checkout (lazy: payment code loads only here). */
export function Component() {
  return <CheckoutPage />;
}
