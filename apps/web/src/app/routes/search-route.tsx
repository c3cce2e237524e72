import { useLoaderData, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { Deferred } from '../../components/ui/deferred';
import { SearchField } from '../../components/ui/search-field';
import { Spinner } from '../../components/ui/spinner';
import { ListingResults } from '../../features/catalog/components/listing-results';
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
              category={null}
              asked={asked}
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
