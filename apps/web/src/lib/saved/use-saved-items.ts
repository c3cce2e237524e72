import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { AuthState } from '../session/auth-slice';
import { getSavedItems, saveItem, unsaveItem } from './saved-items';

type Saved = { userId: string; ids: ReadonlySet<string> };

/**
 * The heart icon of product cards: a guest is sent to sign in; a signed-in shopper saves or
 * unsaves the product at once (optimistically) and gets it back if the server refuses.
 */
export function useSavedItems() {
  const user = useSelector((s: { auth: AuthState }) => s.auth.user);
  const userId = user?._id ?? null;
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Saved | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getSavedItems().then(
      (products) => current && setSaved({ userId, ids: new Set(products.map((p) => p.productId)) }),
      // Without the list every heart starts empty; saving still works.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const ids = useMemo(
    () => (saved && saved.userId === userId ? saved.ids : new Set<string>()),
    [saved, userId],
  );

  const toggle = useCallback(
    async (product: Product) => {
      if (!userId) {
        void navigate('/signin');
        return;
      }
      const wasSaved = ids.has(product.productId);
      const flip = (on: boolean) =>
        setSaved((s) => {
          const next = new Set(s?.userId === userId ? s.ids : []);
          if (on) next.add(product.productId);
          else next.delete(product.productId);
          return { userId, ids: next };
        });
      flip(!wasSaved);
      try {
        const { message } = await (wasSaved ? unsaveItem(product.productId) : saveItem(product.productId));
        toast.success(message);
      } catch (error) {
        flip(wasSaved);
        toast.error(error instanceof Error ? error.message : String(error));
      }
    },
    [userId, ids, navigate],
  );

  return { isSaved: (productId: string) => ids.has(productId), toggle };
}
