import { CheckoutPage, CheckoutPageLoading } from '../../features/checkout/components/checkout-page';
import { useRestoreCart } from '../../features/come-back/use-restore-cart';
import { useAppSelector } from '../store';

/**
 * /cart: the cart and checkout (lazy: payment code loads only here). The cart lives in this
 * browser's storage: a page the server rendered shows it once the browser has read it. With
 * `?restore=` (the unpaid-checkout reminder's link) that checkout's items become the cart first.
 */
export function Component() {
  useRestoreCart();
  const restored = useAppSelector((s) => s.auth.restored);
  return restored ? <CheckoutPage /> : <CheckoutPageLoading />;
}
