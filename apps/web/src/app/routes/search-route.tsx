import { useLoaderData, useSearchParams } from 'react-router';
import { SearchField } from '../../components/ui/search-field';
import { DeferredListing } from '../../features/catalog/components/deferred-listing';
import { readListingParams } from '../../features/catalog/listing-params';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { useListingState } from '../../features/catalog/use-listing-state';
import type { ListingData } from './listing-route-data';

/**
 * /search?q=…: the whole shop's listing (both categories) with the listings' own grid, sort and
 * filters, product type included. The header's search opens it; its title comes from the layout.
 */
export function Component() {
  const { page } = useLoaderData() as ListingData;
  const [params] = useSearchParams();
  const { state, change } = useListingState();
  const actions = useCardActions();
  const asked = readListingParams(params);

  return (
    <main>
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 md:pt-10">
        <h1 className="break-words font-display text-3xl text-plum md:text-5xl">
          {asked.q ? `Results for “${asked.q}”` : 'All products'}
        </h1>
        <div className="mt-4 w-full max-w-xl">
          <SearchField
            label="Search all products"
            placeholder="Search makeup and skincare"
            value={state.q}
            onChange={(q) => change({ q }, 'typing')}
            labelClassName="sr-only"
            inputClassName="rounded-full border-2 border-field"
          />
        </div>
        <DeferredListing
          page={page}
          category={null}
          asked={asked}
          choice={state}
          onChange={change}
          actions={actions}
        />
      </div>
    </main>
  );
}
