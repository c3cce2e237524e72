import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { useAddToCart } from '../cart/use-add-to-cart';
import { useSavedItems } from '../saved/use-saved-items';

export type CardActions = {
  onCart: (product: Product) => void;
  onToggleSave: (product: Product) => void;
  isSaved: (productId: string) => boolean;
};

/**
 * What a product card's icons do, made once per page: the cart icon adds the product, or takes
 * the shopper to its page when a shade must be chosen; the heart saves it.
 */
export function useCardActions(): CardActions {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const { isSaved, toggle } = useSavedItems();
  const onCart = useCallback(
    (product: Product) => {
      if (product.colors.length > 0 && product.inStock)
        navigate(`/product/${encodeURIComponent(product.productId)}`);
      else addToCart(product);
    },
    [navigate, addToCart],
  );
  return { onCart, onToggleSave: (p) => void toggle(p), isSaved };
}
