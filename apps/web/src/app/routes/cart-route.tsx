import { CheckoutPage, CheckoutPageLoading } from '../../features/checkout/components/checkout-page';
import { useAppSelector } from '../store';

/**
 * /cart: the cart and checkout (lazy: payment code loads only here). The cart lives in this
 * browser's storage: a page the server rendered shows it once the browser has read it.
 */
export function Component() {
  const restored = useAppSelector((s) => s.auth.restored);
  return restored ? <CheckoutPage /> : <CheckoutPageLoading />;
}
