import { isSortId, parsePriceBound, type SortId } from '@shop/shared/catalog/listing';
import type { Category } from '@shop/shared/catalog/product-schemas';
import { isProductType, type ProductType } from '@shop/shared/catalog/product-types';
import { isSkinConcern, isSkinType, type SkinConcern, type SkinType } from '@shop/shared/products/skin';
import { readShadeParam, shadeParam } from '@shop/shared/products/shade';

// The listing's state lives in the page address
// (`?q=&sort=&min=&max=&stock=1&type=&skinType=&concern=&shade=`), so back and forward and a
// shared link show the same products. The address holds only what differs from the default, in
// one canonical form, so a listing with nothing chosen keeps its plain address.

/**
 * What the shopper has chosen. Prices are the typed text; only whole naira ever reach the address.
 * `type` is a product type (lips, cleanse…) or '' for every type.
 */
export type ListingState = {
  q: string;
  sort: SortId;
  min: string;
  max: string;
  inStock: boolean;
  type: ProductType | '';
  /** Shop by skin (decision 58): one skin type and one concern at most, '' for any. */
  skinType: SkinType | '';
  concern: SkinConcern | '';
  /** "Only my shade": a depth and undertone (`deep-warm`, decision 57), or '' for every product. */
  shade: string;
};

export const DEFAULT_LISTING: ListingState = {
  q: '',
  sort: 'newest',
  min: '',
  max: '',
  inStock: false,
  type: '',
  skinType: '',
  concern: '',
  shade: '',
};

/** Which products a listing page shows: one category's, or (the search page) the whole shop's. */
export type ListingScope = Category | null;

/** Products per page: the demo shop's 26 per category show without another click. */
export const LISTING_PAGE_SIZE = 48;

/** The address's parameters read leniently: anything unreadable is the default, never an error. */
export function readListingParams(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  const type = params.get('type');
  const skinType = params.get('skinType');
  const concern = params.get('concern');
  const bound = (name: string) => String(parsePriceBound(params.get(name) ?? '') ?? '');
  return {
    q: (params.get('q') ?? '').trim(),
    sort: isSortId(sort) ? sort : 'newest',
    min: bound('min'),
    max: bound('max'),
    inStock: params.get('stock') === '1',
    type: isProductType(type) ? type : '',
    skinType: isSkinType(skinType) ? skinType : '',
    concern: isSkinConcern(concern) ? concern : '',
    shade: readCanonicalShade(params.get('shade')),
  };
}

function readCanonicalShade(text: string | null): string {
  const shade = readShadeParam(text);
  return shade ? shadeParam(shade) : '';
}

/** The canonical address query for a state (no leading `?`); empty when nothing is chosen. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  const q = state.q.trim();
  const min = parsePriceBound(state.min);
  const max = parsePriceBound(state.max);
  if (q) params.set('q', q);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (min !== null) params.set('min', String(min));
  if (max !== null) params.set('max', String(max));
  if (state.inStock) params.set('stock', '1');
  if (state.type) params.set('type', state.type);
  if (state.skinType) params.set('skinType', state.skinType);
  if (state.concern) params.set('concern', state.concern);
  if (state.shade) params.set('shade', state.shade);
  return params.toString();
}

/** True when the state narrows the list (a search or a filter; the sort only reorders it). */
export const isNarrowed = (state: ListingState) => listingSearch({ ...state, sort: 'newest' }) !== '';

/** The address's names for the server's listing parameters. */
const API_NAMES: Record<string, string> = {
  q: 'q',
  sort: 'sort',
  min: 'minPrice',
  max: 'maxPrice',
  stock: 'inStock',
  type: 'type',
  skinType: 'skinType',
  concern: 'concern',
  shade: 'shade',
};

/**
 * The server's listing question for one page of a state (`GET /product/products?…`); without a
 * category it searches the whole shop.
 */
export function listingApiQuery(category: ListingScope, state: ListingState, offset: number): string {
  const params = new URLSearchParams(category ? { category } : {});
  for (const [name, value] of new URLSearchParams(listingSearch(state))) params.set(API_NAMES[name]!, value);
  params.set('limit', String(LISTING_PAGE_SIZE));
  params.set('offset', String(offset));
  return params.toString();
}

/** How many filters are set (the "Filters (n)" badge): typed prices count even before they parse. */
export const activeFilters = (state: ListingState) =>
  [
    state.inStock,
    state.min !== '',
    state.max !== '',
    state.type !== '',
    state.skinType !== '',
    state.concern !== '',
    state.shade !== '',
  ].filter(Boolean).length;

/** The same search, as the server reads it (spaces around and letter case aside). */
const sameSearch = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * True when every product that answers `next` is among those that answered `asked`, so a page
 * holding the whole of that answer can answer `next` at once, with the same shared rules the
 * server runs, while the server is asked: the same search, filters that only tightened, any sort
 * but a return to "newest" (that order, and a search's best-match order, is the server's). A new
 * search is always the server's: it forgives slips and reads the ingredients, which a listing's
 * products leave out (decision 59).
 */
export function narrowsLocally(asked: ListingState, next: ListingState): boolean {
  if (next.sort === 'newest' && asked.sort !== 'newest') return false;
  const bound = (text: string) => parsePriceBound(text);
  const [askedMin, nextMin] = [bound(asked.min), bound(next.min)];
  const [askedMax, nextMax] = [bound(asked.max), bound(next.max)];
  return (
    sameSearch(next.q, asked.q) &&
    (!asked.inStock || next.inStock) &&
    (asked.type === '' || next.type === asked.type) &&
    (asked.skinType === '' || next.skinType === asked.skinType) &&
    (asked.concern === '' || next.concern === asked.concern) &&
    (asked.shade === '' || next.shade === asked.shade) &&
    (askedMin === null || (nextMin !== null && nextMin >= askedMin)) &&
    (askedMax === null || (nextMax !== null && nextMax <= askedMax))
  );
}
