import { useDeferredValue } from 'react';
import { useLoaderData } from 'react-router';
import { CheckoutPage, CheckoutPageLoading } from '../../features/checkout/components/checkout-page';
import { useRestoreCart } from '../../features/come-back/use-restore-cart';
import { isVisitorUnknown, useVisitorUnknown } from '../../lib/session/visitor-unknown';
import { useAuthState } from '../../lib/store/app-stores';
import type { loader } from './cart-route-data';

/**
 * /cart: the cart and checkout (lazy: payment code loads only here). The cart lives in this
 * browser's storage: a page the server rendered shows it once the browser has read it. With
 * `?restore=` (the unpaid-checkout reminder's link) that checkout's items become the cart first.
 */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  // Rendered on the server as the loading state: the loader runs again once the page has hydrated.
  useVisitorUnknown();
  const data = isVisitorUnknown(loaded) ? null : loaded;
  useRestoreCart(data?.restoring ?? null);
  const restored = useAuthState((a) => a.restored);
  // Deferred: the store's switch from the server-rendered state to this browser's is a render
  // React must finish at once (the store is read with useSyncExternalStore), and on a slow phone
  // drawing the cart's lines and checkout in it was one long task. Deferred, that render keeps
  // the loading state, and the cart is drawn in a following render React does in slices.
  const shown = useDeferredValue(restored);
  return shown ? (
    <CheckoutPage stock={data?.stock ?? null} addresses={data?.addresses ?? null} />
  ) : (
    <CheckoutPageLoading />
  );
}
