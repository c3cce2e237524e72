import { homeMeta, listingMeta, productMeta } from '@shop/shared/catalog/page-meta';
import { pageTitle } from '@shop/shared/pages/page-titles';
import { isTrustPage, TRUST_PAGE_DESCRIPTIONS } from '@shop/shared/trust-pages/trust-pages';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { productImageUrl } from './product-image-url.ts';
import { productJsonLd } from './product-json-ld.ts';
import { productRating } from './product-ratings.ts';

/** What one page's <head> says about it: see render-head.ts for the tags. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute; only for pages worth indexing. */
  canonical?: string;
  url: string;
  image: string;
  type: 'website' | 'product';
  noindex: boolean;
  price?: string;
  jsonLd?: object;
};

const LISTINGS = { '/makeup': 'makeup', '/skincare': 'skincare' } as const;

/**
 * The head of the page at `path`. The home page and the listings are indexed under their own
 * address; a search for words under `/search?q=<words>` (decision 0039: sort, filters and paging
 * are views of it); a product page carries its picture, price and structured data; the cart gets
 * the shop's generic tags; an unknown product, a search without words and every other page
 * (sign-in, account, admin, not found) get them with `noindex`. `search` is the address's query
 * (`?q=…`, or empty); `snapshot` is only needed for product pages.
 */
export function pageHead(opts: {
  path: string;
  search?: string;
  base: string;
  shopName: string;
  snapshot: CatalogSnapshot | undefined;
}): PageHead {
  const { base, shopName } = opts;
  const path = opts.path.length > 1 ? opts.path.replace(/\/+$/, '') : opts.path;
  const generic = {
    ...homeMeta(shopName),
    // Each page's own title (cart, sign-in, account, …); the shop's for a page without one.
    title: pageTitle(path, shopName) ?? homeMeta(shopName).title,
    url: `${base}${path === '/' ? '/' : path}`,
    image: `${base}/media/hero-poster.webp`,
    type: 'website' as const,
  };
  if (path === '/') return { ...generic, canonical: `${base}/`, noindex: false };
  if (path in LISTINGS) {
    const category = LISTINGS[path as keyof typeof LISTINGS];
    const url = `${base}${path}`;
    return { ...generic, ...listingMeta(category, shopName), url, canonical: url, noindex: false };
  }
  if (path === '/search') {
    const words = new URLSearchParams(opts.search ?? '').get('q')?.trim();
    if (!words) return { ...generic, noindex: true };
    const url = `${base}/search?q=${encodeURIComponent(words)}`;
    return { ...generic, url, canonical: url, noindex: false };
  }
  // The trust pages are indexed: a shopper who searches for the shop's returns or address finds them.
  const slug = path.slice(1).toLowerCase();
  if (isTrustPage(slug)) {
    const url = `${base}/${slug}`;
    return { ...generic, description: TRUST_PAGE_DESCRIPTIONS[slug], url, canonical: url, noindex: false };
  }
  // The cart stays indexable: the shop's speed budget asks Lighthouse's SEO audit to pass on it.
  if (path === '/cart') return { ...generic, noindex: false };
  const productId = productIdOf(path);
  const product = productId === undefined ? undefined : opts.snapshot?.byProductId.get(productId);
  if (!product) return { ...generic, noindex: true };

  const url = `${base}/product/${encodeURIComponent(product.productId)}`;
  const image = productImageUrl(base, product.image);
  return {
    ...productMeta(product, shopName),
    url,
    canonical: url,
    image,
    type: 'product',
    noindex: false,
    price: String(product.price),
    jsonLd: productJsonLd({
      product,
      shopName,
      url,
      image,
      rating: opts.snapshot && productRating(opts.snapshot, product.productId),
    }),
  };
}

/** The id of a /product/{id} path, decoded; undefined for any other path. */
export function productIdOf(path: string): string | undefined {
  const match = /^\/product\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
