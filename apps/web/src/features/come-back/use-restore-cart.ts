import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { withTotals } from '@shop/shared/cart/cart-rules';
import { comeBackMessages } from '@shop/shared/come-back/come-back-messages';
import { failureText } from '../../components/failure-text';
import { useAppStores } from '../../lib/store/app-stores';
import { getRestoredCart } from './api/get-restored-cart';

/**
 * /cart?restore=<token>, the reminder e-mail's link: the reminded checkout's items become the
 * cart, at today's prices (what is no longer sold is left out, and a toast says so), and the
 * page is the checkout. The token leaves the address at once, so a reload does not do it again.
 */
export function useRestoreCart() {
  const [params, setParams] = useSearchParams();
  const cartStore = useAppStores().cart;
  const token = params.get('restore');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setParams(
      (p) => {
        p.delete('restore');
        return p;
      },
      { replace: true },
    );
    getRestoredCart(token).then(
      ({ items, gone }) => {
        if (items.length > 0) {
          cartStore.replace(withTotals(items));
          toast.success(comeBackMessages.restored);
        }
        if (gone > 0) toast.warning(comeBackMessages.restoreGone(gone));
      },
      (error: unknown) => toast.error(failureText(error, comeBackMessages.restoreBadLink, 'said')),
    );
  }, [token, cartStore, setParams]);
}
