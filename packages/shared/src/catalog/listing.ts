// The listing pages' sort and filters. The server applies them to the catalogue for the listing
// call; the storefront's first bundle imports the labels and helpers, so these stay plain functions
// (no zod). The catalogue is newest first, so "newest" keeps the order it was given; every sort is
// stable.
import { isInStock } from './stock.ts';
import { priceNow } from './sale-price.ts';
import { shadeFor, type ShadeProfile, type SkinDepth, type Undertone } from '../products/shade.ts';

export type Listable = {
  price: number;
  /** While a sale runs (decision 60): the listings sort and filter by the price charged now. */
  salePrice?: number | null;
  saleEndsAt?: string | null;
  inStock: boolean;
  colors: readonly { inStock: boolean; depth?: SkinDepth; undertone?: Undertone }[];
  rating?: number;
  reviewCount?: number;
  type?: string | null;
  skinTypes?: readonly string[];
  concerns?: readonly string[];
  category?: string;
};

export const SORT_OPTIONS = [
  { id: 'newest', label: 'Newest' },
  { id: 'price-asc', label: 'Lowest price' },
  { id: 'price-desc', label: 'Highest price' },
  { id: 'top-rated', label: 'Top rated' },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];
/** A search's default order is the best match (decision 59): "newest" only breaks its ties. */
export const sortLabel = (id: SortId, searching: boolean) =>
  id === 'newest' && searching ? 'Best match' : SORT_OPTIONS.find((o) => o.id === id)!.label;

export function isSortId(value: unknown): value is SortId {
  return SORT_OPTIONS.some((o) => o.id === value);
}

/**
 * Prices in whole naira; an empty bound is no bound; a product type keeps only products of it; a
 * skin type or concern keeps only products that name it.
 */
export type ListingFilters = {
  inStockOnly: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  type?: string | null;
  skinType?: string | null;
  concern?: string | null;
  /** Only products with a shade for her (matchShade). */
  shade?: ShadeProfile | null;
};
export const NO_FILTERS: ListingFilters = { inStockOnly: false, minPrice: null, maxPrice: null };

/** Can be bought now: the product is in stock and, if it has shades, at least one shade is. */
export function isAvailable(product: Listable): boolean {
  return isInStock(product.inStock) && (product.colors.length === 0 || product.colors.some((c) => c.inStock));
}

export function filterProducts<T extends Listable>(products: readonly T[], filters: ListingFilters): T[] {
  const { inStockOnly, minPrice, maxPrice, type, skinType, concern, shade } = filters;
  return products.filter(
    (p) =>
      (!type || p.type === type) &&
      (!skinType || (p.skinTypes ?? []).includes(skinType)) &&
      (!concern || (p.concerns ?? []).includes(concern)) &&
      (!shade || shadeFor(p, shade) !== null) &&
      (!inStockOnly || isAvailable(p)) &&
      (minPrice === null || priceNow(p) >= minPrice) &&
      (maxPrice === null || priceNow(p) <= maxPrice),
  );
}

const byRating = (a: Listable, b: Listable) =>
  (b.rating ?? 0) - (a.rating ?? 0) || (b.reviewCount ?? 0) - (a.reviewCount ?? 0);

export function sortProducts<T extends Listable>(products: readonly T[], sort: SortId): T[] {
  const list = [...products];
  // The price a shopper pays now: a product on sale sorts by its sale price (decision 60).
  if (sort === 'price-asc') return list.sort((a, b) => priceNow(a) - priceNow(b));
  if (sort === 'price-desc') return list.sort((a, b) => priceNow(b) - priceNow(a));
  if (sort === 'top-rated') return list.sort(byRating);
  return list;
}

/** The home page's "Top rated" row: reviewed products only, best first. */
export function topRatedProducts<T extends Listable>(products: readonly T[], count: number): T[] {
  return sortProducts(
    products.filter((p) => (p.reviewCount ?? 0) > 0),
    'top-rated',
  ).slice(0, count);
}

/** A typed price bound: whole naira, or null when empty or not a number. */
export function parsePriceBound(text: string): number | null {
  const digits = text.replace(/[,\s₦]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return Number(digits);
}

export const countLabel = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
export const shadeCountLabel = (n: number) => `${n} ${n === 1 ? 'shade' : 'shades'}`;
