import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { withTotals } from '@shop/shared/cart/cart-rules';
import { comeBackMessages } from '@shop/shared/come-back/come-back-messages';
import type { RestoredCartResponse } from '@shop/shared/come-back/come-back-schemas';
import { failureText } from '../../components/failure-text';
import { useAppStores } from '../../lib/store/app-stores';

/** A reminder's restore, as the cart route's loader started it: its token and the checkout's lines. */
export type RestoringCart = { token: string; answer: Promise<RestoredCartResponse> };

/**
 * /cart?restore=<token>, the reminder e-mail's link: the reminded checkout's items (read by the
 * cart route's loader, `restoring`) become the cart, at today's prices (what is no longer sold is
 * left out, and a toast says so), and the page is the checkout. The token leaves the address at
 * once, so a reload does not do it again.
 */
export function useRestoreCart(restoring: RestoringCart | null) {
  const [, setParams] = useSearchParams();
  const cartStore = useAppStores().cart;
  const started = useRef<string | null>(null);

  // An effect for what the answer changes (the shopper's cart, toasts, the address), not to read it.
  useEffect(() => {
    if (!restoring || started.current === restoring.token) return;
    started.current = restoring.token;
    setParams(
      (p) => {
        p.delete('restore');
        return p;
      },
      { replace: true },
    );
    restoring.answer.then(
      ({ items, gone }) => {
        if (items.length > 0) {
          cartStore.replace(withTotals(items));
          toast.success(comeBackMessages.restored);
        }
        if (gone > 0) toast.warning(comeBackMessages.restoreGone(gone));
      },
      (error: unknown) => toast.error(failureText(error, comeBackMessages.restoreBadLink, 'said')),
    );
  }, [restoring, cartStore, setParams]);
}
