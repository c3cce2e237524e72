import { useDeferredValue } from 'react';
import { CheckoutPage, CheckoutPageLoading } from '../../features/checkout/components/checkout-page';
import { useRestoreCart } from '../../features/come-back/use-restore-cart';
import { useAuthState } from '../../lib/store/app-stores';

/**
 * /cart: the cart and checkout (lazy: payment code loads only here). The cart lives in this
 * browser's storage: a page the server rendered shows it once the browser has read it. With
 * `?restore=` (the unpaid-checkout reminder's link) that checkout's items become the cart first.
 */
export function Component() {
  useRestoreCart();
  const restored = useAuthState((a) => a.restored);
  // Deferred: the store's switch from the server-rendered state to this browser's is a render
  // React must finish at once (the store is read with useSyncExternalStore), and on a slow phone
  // drawing the cart's lines and checkout in it was one long task. Deferred, that render keeps
  // the loading state, and the cart is drawn in a following render React does in slices.
  const shown = useDeferredValue(restored);
  return shown ? <CheckoutPage /> : <CheckoutPageLoading />;
}
