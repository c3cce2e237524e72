import { useLoaderData } from 'react-router';
import { CheckoutPage, CheckoutPageLoading } from '../../features/checkout/components/checkout-page';
import { useRestoreCart } from '../../features/come-back/use-restore-cart';
import { isVisitorUnknown, useBrowserDataShown, useVisitorUnknown } from '../../lib/session/visitor-unknown';
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
  const shown = useBrowserDataShown();
  return shown ? (
    <CheckoutPage stock={data?.stock ?? null} addresses={data?.addresses ?? null} />
  ) : (
    <CheckoutPageLoading />
  );
}
