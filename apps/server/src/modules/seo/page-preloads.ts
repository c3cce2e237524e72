import { existsSync, readFileSync } from 'node:fs';
import {
  IMAGE_WIDTHS,
  PRODUCT_PAGE_IMAGE_SIZES,
  imageVariantName,
  storedImageHash,
} from '@shop/shared/catalog/image-names';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { escapeMarkup as e } from './escape.ts';

// Links that let the browser fetch what a page's largest picture and its route's code need while
// the entry script is still downloading, instead of after it has run (a phone on a slow network
// otherwise waits one round trip per step of that chain).

/** The decorative video's poster: the largest picture of the home page and of each listing. */
const POSTERS: Record<string, string> = {
  '/': '/media/hero-poster.webp',
  '/makeup': '/media/makeup-poster.webp',
  '/skincare': '/media/skincare-poster.webp',
};

/** Product page picture: the srcset and sizes the page's <img> has, or the browser fetches it twice. */

/** The preload of a page's largest picture, when the server knows it; '' when not. */
export function lcpPreload(rawPath: string, product: Product | undefined): string {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const poster = POSTERS[path];
  if (poster) return `<link rel="preload" as="image" href="${poster}" fetchpriority="high" />`;
  // The page shows the product's own picture until the shopper picks a shade.
  if (!product?.image) return '';
  const hash = storedImageHash(product.image.split('/').at(-1) ?? '');
  if (!hash) return '';
  const srcset = IMAGE_WIDTHS.map((w) => `/api/images/${imageVariantName(hash, w)} ${w}w`).join(', ');
  return (
    `<link rel="preload" as="image" href="/api/images/${e(imageVariantName(hash, 800))}" ` +
    `imagesrcset="${e(srcset)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high" />`
  );
}

type ManifestChunk = { file: string; imports?: string[]; isDynamicEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Paths whose first segment does not name their route module. */
const ROUTE_MODULES: Record<string, string> = {
  '': 'home-route',
  makeup: 'listing-route',
  skincare: 'listing-route',
  product: 'product-route',
  newpassword: 'new-password-route',
  'shipping-returns': 'trust-page-route',
  privacy: 'trust-page-route',
  terms: 'trust-page-route',
  about: 'trust-page-route',
};

/** A lazily loaded route's chunks: their paths, and the modulepreload links that ask for them. */
export type RouteChunks = { files: readonly string[]; links: string };

const NO_CHUNKS: RouteChunks = { files: [], links: '' };

/**
 * The module a rendered page that left data out (a listing's products) runs before hydrating to
 * fetch it (apps/web/src/app/data-left-out.ts, decision 40).
 */
const DATA_LEFT_OUT_MODULE = 'src/app/data-left-out.ts';

/**
 * From Vite's manifest (dist/.vite/manifest.json), a function giving the chunks of the route
 * module a path loads on demand and of the chunks it imports, less those the entry script already
 * preloads; the same object for every path of a route. `dataLeftOut`: with the module that fetches
 * the data the page left out. Routes built into the entry get none; without a manifest, none.
 */
export function routeChunkPreloads(
  distDir: string,
): (path: string, options?: { dataLeftOut?: boolean }) => RouteChunks {
  const file = `${distDir}/.vite/manifest.json`;
  if (!existsSync(file)) return () => NO_CHUNKS;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => k === 'index.html');
  const inEntry = new Set(entryKey ? closure(manifest, entryKey) : []);
  const cache = new Map<string, RouteChunks>();
  return (path, { dataLeftOut = false } = {}) => {
    const segment = path.split('/')[1] ?? '';
    const name = ROUTE_MODULES[segment] ?? `${segment}-route`;
    // A route whose loader loads with it (`withData` in apps/web/src/app/router.tsx) has its data
    // module beside it: without its link it was fetched only once the entry had run, and the
    // page's API calls (a dashboard's orders) waited for it.
    const keys = [
      `src/app/routes/${name}.tsx`,
      `src/app/routes/${name}-data.ts`,
      ...(dataLeftOut ? [DATA_LEFT_OUT_MODULE] : []),
    ].filter((key) => manifest[key]?.isDynamicEntry);
    if (keys.length === 0) return NO_CHUNKS;
    const cacheKey = keys.join(' ');
    let chunks = cache.get(cacheKey);
    if (chunks === undefined) {
      const seen = new Set<string>();
      const files = keys
        .flatMap((key) => closure(manifest, key, seen))
        .filter((f) => !inEntry.has(f))
        .map((f) => `/${f}`);
      const links = files
        .map((f) => `<link rel="modulepreload" crossorigin href="${e(f)}" />`)
        .join('\n    ');
      chunks = { files, links };
      cache.set(cacheKey, chunks);
    }
    return chunks;
  };
}

/**
 * The files of a chunk and of everything it imports statically, each after those it imports: the
 * order the browser evaluates them in, which the app follows to evaluate a page's route chunks one
 * task at a time before hydrating (apps/web/src/app/route-chunks.ts).
 */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen)), chunk.file];
}
