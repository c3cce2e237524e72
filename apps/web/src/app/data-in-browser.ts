import { listingPagePath } from '../features/catalog/api/get-listing-page';
import { readListingParams, type ListingScope } from '../features/catalog/listing-params';
import { API_BASE } from '../lib/api-client';
import { digestOf } from './data-digest';
import type { RenderedData } from './hydration';

// The routes whose data a rendered page leaves out (decision 40), for the server's renderer only
// (entry-server.tsx). The HTML shows the data; the browser asks the API for it again before
// hydrating (data-left-out.ts), at the paths named here, which the page starts fetching beside the
// app's scripts (app-start.ts on the server). Used where the data is much larger than the HTML it
// draws: a listing's products, whose ids, shades and descriptions would double the page and push
// it past a phone's first round trip.

/** A listing's first page, as its loader asks for it (listing-route-data.ts). */
const listingPage = (category: ListingScope) => (url: URL) => [
  `${API_BASE}${listingPagePath(category, readListingParams(url.searchParams), 0)}`,
];

/** By route id (router.tsx gives these routes theirs): the API paths that answer its data. */
const DATA_IN_BROWSER: Record<string, (url: URL) => string[]> = {
  makeup: listingPage('makeup'),
  skincare: listingPage('skincare'),
  search: listingPage(null),
};

/**
 * What a rendered page sends of the loaders' answers it was rendered from (with, for each answer
 * left out, its digest), and the API paths its browser fetches for the routes whose answers it
 * leaves out.
 */
export function dataToSend(
  matches: readonly { route: { id: string } }[],
  loaderData: Record<string, unknown>,
  url: URL,
): { data: RenderedData; fetches: string[] } {
  const sent = { ...loaderData };
  const digests: Record<string, string> = {};
  const fetches: string[] = [];
  for (const { route } of matches) {
    const paths = DATA_IN_BROWSER[route.id];
    if (!paths) continue;
    delete sent[route.id];
    digests[route.id] = digestOf(loaderData[route.id]);
    fetches.push(...paths(url));
  }
  return { data: fetches.length ? { loaderData: sent, digests } : { loaderData: sent }, fetches };
}
