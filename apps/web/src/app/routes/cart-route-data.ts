import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { getAddresses } from '../../lib/addresses/get-addresses';
import type { StartedAddresses } from '../../domain/addresses/use-addresses';
import { getRestoredCart } from '../../features/come-back/api/get-restored-cart';
import type { RestoringCart } from '../../features/come-back/use-restore-cart';
import {
  cartProductIds,
  readCartProducts,
  type StartedCartProducts,
} from '../../lib/cart/read-cart-products';
import { cartLinesShown } from '../../lib/cart/cart-lines-shown';
import { loadCart } from '../../lib/cart/cart-store';
import { handled } from '../../lib/handled';
import { readSessionUser } from '../../lib/session/session-store';
import { renderingOnServer, VISITOR_UNKNOWN } from '../../lib/session/visitor-unknown';

// The cart's data, in the first bundle: it starts with the route while the page's code
// (cart-route.tsx, loaded on demand) downloads beside it, not in an effect after the page drew.

export type CartData = {
  stock: StartedCartProducts | null;
  restoring: RestoringCart | null;
  addresses: StartedAddresses | null;
};

/**
 * /cart's loader: the stored cart's products (for each line's stock), or, from a reminder's link
 * (`?restore=`), the reminded checkout's lines, which will be the cart instead; and a signed-in
 * shopper's address book, whose default fills the checkout (read beside the checkout form's code,
 * not once it has drawn). Nothing is awaited: the lines draw at once and learn their stock as it
 * comes; the stock and the address book are asked for once the lines are on screen
 * (cart-lines-shown.ts), the restored lines at once. The cart lives in this browser's
 * storage, so on the server the page is its loading state, and this runs again in the browser
 * once it has hydrated (lib/session/visitor-unknown.ts).
 */
export function loader({ request }: LoaderFunctionArgs): CartData | typeof VISITOR_UNKNOWN {
  if (renderingOnServer()) return VISITOR_UNKNOWN;
  const user = readSessionUser();
  const addresses = user && {
    userId: user._id,
    answer: handled(cartLinesShown().then(() => getAddresses())),
  };
  const token = new URL(request.url).searchParams.get('restore');
  if (token) return { stock: null, restoring: { token, answer: handled(getRestoredCart(token)) }, addresses };
  const ids = cartProductIds(loadCart().items);
  const products = ids ? cartLinesShown().then(() => readCartProducts(ids)) : null;
  return { stock: products && { ids, products }, restoring: null, addresses };
}

/**
 * Read again only when asked to for the same address (once hydrated, above): the restore token's
 * leaving the address keeps the restore under way, and the cart's own changes are read by its lines.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.href === nextUrl.href && defaultShouldRevalidate;
