import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { useAddToCart } from '../../lib/cart/use-add-to-cart';
import { useSavedItems } from '../../lib/saved/use-saved-items';

export type CardActions = {
  onCart: (product: Product, color?: Color) => void;
  onToggleSave: (product: Product) => void;
  isSaved: (productId: string) => boolean;
};

/**
 * What a product card's icons do, made once per page: the cart icon adds the product (with the
 * shade chosen in the card's chooser; without one, the shopper goes to its page); the heart saves it.
 */
export function useCardActions(): CardActions {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const { isSaved, toggle } = useSavedItems();
  const onCart = useCallback(
    (product: Product, color?: Color) => {
      if (product.colors.length > 0 && product.inStock && !color)
        void navigate(`/product/${encodeURIComponent(product.productId)}`);
      else addToCart(product, { color: color ?? null });
    },
    [navigate, addToCart],
  );
  return { onCart, onToggleSave: (p) => void toggle(p), isSaved };
}
