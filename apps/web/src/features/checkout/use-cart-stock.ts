import type { CartItem } from '@shop/shared/cart/cart-rules';
import { lineStock, type LineStock } from '@shop/shared/cart/line-stock';
import { useApiRead } from '../../lib/use-api-read';
import {
  cartProductIds,
  readCartProducts,
  type StartedCartProducts,
} from '../../lib/cart/read-cart-products';

/**
 * What the shop says now of each cart line's stock: `started` is the cart route loader's read for
 * the cart the page opened with (begun with the page, not after its first render); a cart that
 * changed since (another product joined it) is read here. A line is unknown (undefined) until its
 * product's answer comes, and stays so when the answer fails; while a changed cart is read, the
 * lines known before stay known.
 */
export function useCartStock(
  items: readonly CartItem[],
  started: StartedCartProducts | null = null,
): (item: CartItem) => LineStock | undefined {
  const ids = cartProductIds(items);
  const read = useApiRead(ids === '' ? null : ids, () =>
    started?.ids === ids ? started.products : readCartProducts(ids),
  );
  const known = read.data ?? read.lastData;
  return (item) => {
    const product = known?.get(item.productId);
    return product === undefined ? undefined : lineStock(product, item.color?._id ?? null);
  };
}
