import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { useSessionUser } from '../session/use-session-user';
import { setSaved } from './saved-store';
import { useSavedProducts } from './use-saved-products';

/**
 * The heart icon of product cards: a guest is sent to sign in; a signed-in shopper saves or
 * unsaves the product at once (optimistically) and gets it back if the server refuses. The list
 * is the page's one saved-items state, read by the layout's loader for a signed-in shopper.
 */
export function useSavedItems() {
  const userId = useSessionUser()?._id ?? null;
  const navigate = useNavigate();
  const products = useSavedProducts(userId);
  const ids = useMemo(() => new Set(products?.map((p) => p.productId)), [products]);

  const toggle = useCallback(
    async (product: Product) => {
      if (!userId) {
        await navigate('/signin');
        return;
      }
      try {
        toast.success(await setSaved(userId, product, !ids.has(product.productId)));
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    },
    [userId, ids, navigate],
  );

  return { isSaved: (productId: string) => ids.has(productId), toggle };
}
