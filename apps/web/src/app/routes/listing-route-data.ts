import type { LoaderFunctionArgs } from 'react-router';
import type { Category } from '@shop/shared/catalog/product-schemas';
import { getListingPage } from '../../features/catalog/api/get-listing-page';
import { readListingParams } from '../../features/catalog/listing-params';

// A listing's data, in the first bundle: it starts with the route while the page's code
// (listing-route.tsx, loaded on demand) downloads beside it.

/** Starts the first page of the question in the address (search, sort, filters) without waiting. */
export const listingLoader =
  (category: Category) =>
  ({ request }: LoaderFunctionArgs) => ({
    page: getListingPage(category, readListingParams(new URL(request.url).searchParams), 0, request.signal),
  });

export type ListingData = ReturnType<ReturnType<typeof listingLoader>>;
