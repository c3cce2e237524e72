import { useEffect, useMemo, useRef, useState } from 'react';
import { readShadeParam } from '@shop/shared/products/shade';
import { countLabel, filterProducts, parsePriceBound, sortProducts } from '@shop/shared/catalog/listing';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { getListingPage, type ListingPage } from '../api/get-listing-page';
import {
  LISTING_PAGE_SIZE,
  isNarrowed,
  listingSearch,
  narrowsLocally,
  type ListingScope,
  type ListingState,
} from '../listing-params';
import { usePages } from '../use-pages';
import type { CardActions } from '../use-card-actions';
import { ListingControls } from './listing-controls';
import { ProductGrid } from './product-grid';
import { ShowMore } from './show-more';

const emptyText = { skincare: catalogMessages.noSkincare, makeup: catalogMessages.noMakeup } as const;
/** The grid's name for screen readers: "makeup products", or the search page's "found products". */
const gridLabel = (category: ListingScope) => `${category ?? 'found'} products`;

/**
 * A listing's answer (or the search page's, `category` null): the count, sort and filters, the grid (the first four pictures load at once,
 * the rest as they scroll in) and "Show more". `asked` is the question `first` answers; `choice`
 * is what the controls show, which runs ahead of it while typing or loading.
 */
export function ListingResults({
  category,
  asked,
  first,
  choice,
  onChange,
  actions,
}: {
  category: ListingScope;
  asked: ListingState;
  first: ListingPage;
  choice: ListingState;
  onChange: (change: Partial<ListingState>, how: 'typing' | 'choice') => void;
  actions: CardActions;
}) {
  // The pages after the first belong to its question: a new one starts again from its first page.
  // A product added while the shopper reads shifts the pages by one: it is shown once.
  const key = listingSearch(asked);
  const firstPage = useMemo(() => ({ items: first.products, total: first.total }), [first]);
  const pages = usePages(
    firstPage,
    async (page) => {
      const { products, total } = await getListingPage(category, asked, page * LISTING_PAGE_SIZE);
      return { items: products, total };
    },
    LISTING_PAGE_SIZE,
  );
  const loaded = pages.items;
  // The whole category, newest first, once a page has held it (a small shop's first page does):
  // any later question can then be answered from it.
  const [whole, setWhole] = useState<{ from: ListingPage; products: Product[] } | null>(null);
  if (!isNarrowed(asked) && asked.sort === 'newest' && loaded.length >= first.total && whole?.from !== first)
    setWhole({ from: first, products: loaded });
  // While the server answers a newer question, the products here that hold its whole answer (this
  // page's, when the question only narrows it, or the whole category when it searches nothing)
  // show it at once. A search is only ever the server's (decision 59).
  const pool =
    loaded.length >= first.total && narrowsLocally(asked, choice)
      ? loaded
      : choice.q.trim() === ''
        ? (whole?.products ?? null)
        : null;
  const local = listingSearch(choice) !== key && pool !== null;
  const products = local ? answerHere(pool, choice) : loaded;
  const total = local ? products.length : first.total;

  // After "Show more" the keyboard continues at the first new product, not back at the top.
  const grid = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null || (products.length <= focusAt.current && !pages.error)) return;
    const link = grid.current?.querySelectorAll('li')[focusAt.current]?.querySelector<HTMLElement>('h3 a');
    focusAt.current = null;
    link?.focus();
  });

  if (first.total === 0 && !isNarrowed(asked))
    return (
      <div className="mt-4 md:mt-8">
        <p className="py-12 text-center text-plum/80">
          {category ? emptyText[category] : catalogMessages.noMatch}
        </p>
      </div>
    );
  return (
    <>
      <ListingControls category={category} value={choice} count={countLabel(total)} onChange={onChange} />
      <div className="mt-4 md:mt-8">
        {total === 0 ? (
          <p role="status" className="py-12 text-center text-plum/80">
            {catalogMessages.noMatch}
          </p>
        ) : (
          <>
            {/* The banner holds the page's h1; the card titles (h3) sit under this heading. */}
            <h2 className="sr-only">Results</h2>
            <div ref={grid}>
              <ProductGrid products={products} actions={actions} eagerCount={4} label={gridLabel(category)} />
            </div>
            {!local && first.total > first.products.length && (
              <ShowMore
                shown={products.length}
                total={first.total}
                hasMore={pages.hasMore}
                busy={pages.busy}
                error={pages.error}
                onMore={() => {
                  focusAt.current = products.length;
                  pages.more();
                }}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}

/**
 * The listing's question answered over products already here, by the server's own rules: they
 * already answer its search (the same one, or none), so only the filters and the sort remain.
 */
function answerHere(products: Product[], choice: ListingState): Product[] {
  const filters = {
    inStockOnly: choice.inStock,
    minPrice: parsePriceBound(choice.min),
    maxPrice: parsePriceBound(choice.max),
    type: choice.type || null,
    skinType: choice.skinType || null,
    concern: choice.concern || null,
    shade: readShadeParam(choice.shade),
  };
  return sortProducts(filterProducts(products, filters), choice.sort);
}
