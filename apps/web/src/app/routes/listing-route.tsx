import { useLoaderData, useSearchParams } from 'react-router';
import { listingMeta } from '@shop/shared/catalog/page-meta';
import type { Category } from '@shop/shared/catalog/product-schemas';
import { ListingBanner } from '../../features/catalog/components/listing-banner';
import { DeferredListing } from '../../features/catalog/components/deferred-listing';
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
        <DeferredListing
          page={page}
          category={category}
          asked={readListingParams(params)}
          choice={state}
          onChange={change}
          actions={actions}
        />
      </div>
    </main>
  );
}

// Keyed: moving between the two listings starts afresh (empty search, default sort, no filters).
export const MakeupListing = () => <ListingRoute key="makeup" category="makeup" />;
export const SkincareListing = () => <ListingRoute key="skincare" category="skincare" />;
