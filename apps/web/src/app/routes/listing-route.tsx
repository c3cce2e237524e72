import { useMemo, useState } from 'react';
import { listingMeta } from '@shop/shared/catalog/page-meta';
import type { Category } from '@shop/shared/catalog/product-schemas';
import { countLabel, filterProducts, parsePriceBound, sortProducts } from '@shop/shared/catalog/listing';
import { searchProducts } from '@shop/shared/catalog/search';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../components/ui/spinner';
import { ListingBanner } from '../../features/catalog/components/listing-banner';
import { ListingControls, defaultChoice } from '../../features/catalog/components/listing-controls';
import { ListingSearch } from '../../features/catalog/components/listing-search';
import { LoadError } from '../../features/catalog/components/load-error';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { loadListing } from '../../features/catalog/load-listing';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { useLoad } from '../../features/catalog/use-load';
import { useDocumentMeta } from '../../features/catalog/use-document-meta';
import { shopConfig } from '../../lib/shop-config';

const emptyText = { skincare: messages.catalog.noSkincare, makeup: messages.catalog.noMakeup } as const;

export function ListingRoute({ category }: { category: Category }) {
  const state = useLoad(category, loadListing);
  const meta = listingMeta(category, shopConfig.shopName);
  useDocumentMeta(meta.title, meta.description);
  const actions = useCardActions();
  const [search, setSearch] = useState({ category, term: '' });
  const [chosen, setChosen] = useState({ category, choice: defaultChoice });
  // A new category starts with an empty search box, the default sort and no filters.
  const term = search.category === category ? search.term : '';
  const choice = chosen.category === category ? chosen.choice : defaultChoice;
  const products = state.status === 'ready' ? state.data : null;
  // The live search first, then the filters and the sort, all over the loaded list.
  const found = useMemo(() => {
    if (!products) return [];
    const filters = {
      inStockOnly: choice.inStockOnly,
      minPrice: parsePriceBound(choice.minPrice),
      maxPrice: parsePriceBound(choice.maxPrice),
    };
    return sortProducts(filterProducts(searchProducts(products, term), filters), choice.sort);
  }, [products, term, choice]);

  return (
    <main>
      <ListingBanner category={category} />
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-4 md:pt-10">
        <ListingSearch category={category} value={term} onChange={(t) => setSearch({ category, term: t })} />
        {products && products.length > 0 && (
          <ListingControls
            value={choice}
            count={countLabel(found.length)}
            onChange={(change) => setChosen({ category, choice: { ...choice, ...change } })}
          />
        )}
        <div className="mt-4 md:mt-8">
          {state.status === 'loading' && (
            <div className="grid place-items-center py-16">
              <Spinner size={48} label="Loading products…" />
            </div>
          )}
          {state.status === 'error' && <LoadError error={state.error} />}
          {products && products.length === 0 && (
            <p className="py-12 text-center text-plum/80">{emptyText[category]}</p>
          )}
          {products && products.length > 0 && found.length === 0 && (
            <p role="status" className="py-12 text-center text-plum/80">
              {messages.catalog.noMatch}
            </p>
          )}
          {found.length > 0 && (
            <ProductGrid products={found} actions={actions} eagerCount={4} label={`${category} products`} />
          )}
        </div>
      </div>
    </main>
  );
}
