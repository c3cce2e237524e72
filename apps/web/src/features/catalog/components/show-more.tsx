import { useEffect, useId, useRef, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { Category, Product } from '@shop/shared/catalog/product-schemas';
import { buttonStyles } from '../../../components/ui/button-styles';
import { getListingPage } from '../api/get-listing-page';
import type { ListingState } from '../listing-params';
import { LoadError } from './load-error';

/**
 * "Showing 48 of 120 products" (read out politely as it grows) and the button that asks for the
 * next page and hands it to `onMore`. While a page loads the button stays focusable but inert,
 * with a spinner. Loaded only on listings longer than one page; keyed by the question it pages.
 */
export function ShowMore({
  category,
  asked,
  shown,
  total,
  onMore,
}: {
  category: Category;
  asked: ListingState;
  shown: number;
  total: number;
  onMore: (products: Product[]) => void;
}) {
  const statusId = useId();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  // A page that came back empty (the catalogue shrank meanwhile) ends the paging.
  const [done, setDone] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function showMore() {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const next = await getListingPage(category, asked, shown);
      if (!mounted.current) return; // the shopper has asked something else since
      setDone(next.products.length === 0);
      onMore(next.products);
    } catch (e) {
      if (mounted.current) setError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      if (mounted.current) setLoading(false);
    }
  }

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p id={statusId} role="status" className="text-sm text-plum/80">
        Showing {shown} of {total} products
      </p>
      {!done && shown < total && (
        <button
          type="button"
          aria-describedby={statusId}
          aria-disabled={loading || undefined}
          onClick={() => void showMore()}
          className={`${buttonStyles.secondary} min-w-40 aria-disabled:cursor-wait aria-disabled:opacity-70`}
        >
          {loading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Show more
        </button>
      )}
      {error && <LoadError error={error} />}
    </div>
  );
}
