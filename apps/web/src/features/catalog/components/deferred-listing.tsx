import type { ComponentProps } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import type { ListingPage } from '../api/get-listing-page';
import { ListingResults } from './listing-results';

/**
 * A listing's results (a category's or the search page's) once the loader's first page arrives:
 * a spinner while it loads, the page's load failure if it fails.
 */
export function DeferredListing({
  page,
  ...results
}: { page: Promise<ListingPage> } & Omit<ComponentProps<typeof ListingResults>, 'first'>) {
  return (
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
      {(first) => <ListingResults first={first} {...results} />}
    </Deferred>
  );
}
