import { isAvailable } from '@shop/shared/catalog/listing';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { CatalogEntry } from './catalog-load.ts';

// The home page's top-rated rows (decision 58): what buyers who bought it think, never a product
// that cannot be bought now.

/** Fewer verified reviews than this say too little about a product to rank it by them. */
const MIN_VERIFIED_REVIEWS = 3;

const verifiedFirst = (a: CatalogEntry, b: CatalogEntry) =>
  b.verified.rating - a.verified.rating || b.verified.count - a.verified.count;

const byAllReviews = (a: CatalogEntry, b: CatalogEntry) =>
  (b.shopper.rating ?? 0) - (a.shopper.rating ?? 0) ||
  (b.shopper.reviewCount ?? 0) - (a.shopper.reviewCount ?? 0);

/**
 * Every product that can be bought now and has reviews, best first: those with enough verified
 * reviews ranked by their verified average (then how many), then, so a young shop's row is not
 * empty, the others by all their reviews. Stable: ties keep the catalogue's newest-first order.
 */
export function topRatedRanking(entries: readonly CatalogEntry[]): Product[] {
  const buyable = entries.filter((e) => isAvailable(e.shopper) && (e.shopper.reviewCount ?? 0) > 0);
  const trusted = buyable.filter((e) => e.verified.count >= MIN_VERIFIED_REVIEWS).sort(verifiedFirst);
  const rest = buyable.filter((e) => e.verified.count < MIN_VERIFIED_REVIEWS).sort(byAllReviews);
  return [...trusted, ...rest].map((e) => e.shopper);
}
