import { useLoaderData, useSearchParams } from 'react-router';
import { listingMeta } from '@shop/shared/catalog/page-meta';
import type { Category } from '@shop/shared/catalog/product-schemas';
import { LoadFailure } from '../../components/load-failure';
import { Deferred } from '../../components/ui/deferred';
import { Spinner } from '../../components/ui/spinner';
import { ListingBanner } from '../../features/catalog/components/listing-banner';
import { ListingResults } from '../../features/catalog/components/listing-results';
import { ListingSearch } from '../../features/catalog/components/listing-search';
import { readListingParams } from '../../features/catalog/listing-params';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { useDocumentMeta } from '../../features/catalog/use-document-meta';
import { useListingState } from '../../features/catalog/use-listing-state';
import { shopConfig } from '../../lib/shop-config';
import type { ListingData } from './listing-route-data';

export function ListingRoute({ category }: { category: Category }) {
  const { page } = useLoaderData() as ListingData;
  const [params] = useSearchParams();
  const { state, change } = useListingState();
  const meta = listingMeta(category, shopConfig.shopName);
  useDocumentMeta(meta.title, meta.description);
  const actions = useCardActions();

  return (
    <main>
      <ListingBanner category={category} />
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-4 md:pt-10">
        <ListingSearch category={category} value={state.q} onChange={(q) => change({ q }, 'typing')} />
        <Deferred
          resolve={page}
          loading={
            <div className="mt-4 grid place-items-center py-16 md:mt-8">
              <Spinner size={48} label="Loading products…" />
            </div>
          }
          error={(error) => (
            <div className="mt-4 md:mt-8">
              <LoadFailure error={error} look="page" />
            </div>
          )}
        >
          {(first) => (
            <ListingResults
              category={category}
              asked={readListingParams(params)}
              first={first}
              choice={state}
              onChange={change}
              actions={actions}
            />
          )}
        </Deferred>
      </div>
    </main>
  );
}

// Keyed: moving between the two listings starts afresh (empty search, default sort, no filters).
export const MakeupListing = () => <ListingRoute key="makeup" category="makeup" />;
export const SkincareListing = () => <ListingRoute key="skincare" category="skincare" />;
