import type { LoaderFunctionArgs } from 'react-router';
import { getListingPage } from '../../features/catalog/api/get-listing-page';
import { readListingParams, type ListingScope } from '../../features/catalog/listing-params';

// A listing's data (and the search page's, the whole shop's listing), in the first bundle: it
// starts with the route while the page's code (listing-route.tsx or search-route.tsx, loaded on
// demand) downloads beside it.

/** Starts the first page of the question in the address (search, sort, filters) without waiting. */
export const listingLoader =
  (category: ListingScope) =>
  ({ request }: LoaderFunctionArgs) => ({
    page: getListingPage(category, readListingParams(new URL(request.url).searchParams), 0, request.signal),
  });

export type ListingData = ReturnType<ReturnType<typeof listingLoader>>;
