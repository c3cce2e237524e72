import { useCallback } from 'react';
import { toast } from 'sonner';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { cartMessages } from '@shop/shared/cart/cart-messages';
import { cartItemOf } from './cart-item-of';
import { useAppStores } from '../store/app-stores';

type Options = {
  /** The shade chosen on the product page; none elsewhere. */
  color?: Color | null;
  /** The product page's Add to Cart also says 'Added to cart successfully!'. */
  pageMessage?: string;
};

/**
 * Adding to the cart, for the product page, the cards and the similar items alike: only a product in
 * stock, with a shade chosen when it has shades, and that shade in stock. Returns whether the item
 * went in (Buy Now navigates only then).
 */
export function useAddToCart() {
  const cartStore = useAppStores().cart;
  return useCallback(
    (product: Product, { color = null, pageMessage }: Options = {}): boolean => {
      if (!isInStock(product.inStock)) {
        toast.error(cartMessages.outOfStock);
        return false;
      }
      if (product.colors.length > 0 && !color) {
        toast.error(cartMessages.selectColor);
        return false;
      }
      if (color && !color.inStock) {
        toast.error(cartMessages.outOfStock);
        return false;
      }
      try {
        cartStore.add(cartItemOf(product, color));
      } catch (error) {
        console.error(error);
        toast.error(cartMessages.addFailed);
        return false;
      }
      // Every add says 'Item added to cart'; the product page's button says its own too.
      toast.success(cartMessages.added);
      if (pageMessage) toast.success(pageMessage);
      return true;
    },
    [cartStore],
  );
}
