import type { LoaderFunctionArgs } from 'react-router';
import { getListingPage, listingPagePath } from '../../features/catalog/api/get-listing-page';
import { readListingParams, type ListingScope } from '../../features/catalog/listing-params';
import { API_BASE } from '../../lib/api-client';
import type { DataInBrowser } from '../hydration';

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

/**
 * A rendered listing's HTML holds its cards; the products' data behind them (ids, shades,
 * descriptions) is several times their size and would push the page past a phone's first round
 * trip. So the browser asks the API for the first page itself, as the app starts (hydration.ts).
 */
export const listingHandle = (category: ListingScope): DataInBrowser => ({
  dataInBrowser: (url) => [`${API_BASE}${listingPagePath(category, readListingParams(url.searchParams), 0)}`],
});
