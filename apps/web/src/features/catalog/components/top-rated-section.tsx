import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { readStorage, storageKeys } from '../../../lib/storage';
import { useApiRead } from '../../../lib/use-api-read';
import type { CardActions } from '../use-card-actions';
import { ProductGrid } from './product-grid';

/**
 * The home page's top-rated row: the server renders the shop's best-reviewed products; once the
 * page has painted, a shopper whose skin is known (her account, or this browser for a guest) sees
 * the best for her skin in the same place instead. The row keeps at least its first height, so
 * nothing below it moves (decision 58).
 */
export function TopRatedSection({
  products,
  actions,
}: {
  products: readonly Product[];
  actions: CardActions;
}) {
  const signedIn = useSessionUser() !== null;
  // A guest who never told her skin asks nothing and loads nothing more. The module is loaded with
  // the read, after first paint and only here: the first page's code stays as it was. A failure
  // leaves the row as it is: the general row is a fine answer, and hides nothing.
  const asks = signedIn || readStorage(storageKeys.mySkin) !== null;
  const forYou =
    useApiRead(asks ? `top-rated-for-you:${signedIn}` : null, async () => {
      const { topRatedForYou } = await import('../../../domain/skin/top-rated-for-you');
      return topRatedForYou(signedIn);
    }).lastData ?? null;
  const [minHeight, setMinHeight] = useState<number | undefined>(undefined);
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (forYou === null && section.current) setMinHeight(section.current.offsetHeight);
  }, [forYou]);
  useEffect(() => {
    // The height kept is this width's: a new width (a phone turned) lays the grid out afresh.
    const forget = () => setMinHeight(undefined);
    window.addEventListener('resize', forget);
    return () => window.removeEventListener('resize', forget);
  }, []);

  const shown = forYou ?? products;
  if (shown.length === 0) return null;
  const title = forYou ? 'Top-rated for your skin' : 'Top-rated products';
  return (
    <section
      ref={section}
      aria-labelledby="top-rated-title"
      className="mx-auto max-w-7xl px-4 py-12"
      style={forYou ? { minHeight } : undefined}
    >
      <h2 id="top-rated-title" className="mb-6 font-display text-3xl text-plum md:text-4xl">
        {title}
      </h2>
      <ProductGrid products={shown} actions={actions} label={title} />
    </section>
  );
}
