import { TRUST_PAGES } from '@shop/shared/trust-pages/trust-pages';
import { escapeMarkup as e } from './escape.ts';

type Entry = { productId: string; category: string; updatedAt: Date };

/**
 * Home, both listings, every product page and the trust pages (shipping and returns, privacy,
 * terms, about); each with its last change when one is known.
 */
export function renderSitemap(base: string, entries: readonly Entry[]): string {
  const newest = (list: readonly Entry[]) =>
    list.reduce<Date | undefined>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), undefined);
  const url = (path: string, lastmod: Date | undefined) =>
    `<url><loc>${e(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const lines = [
    url('/', newest(entries)),
    url('/makeup', newest(entries.filter((p) => p.category === 'makeup'))),
    url('/skincare', newest(entries.filter((p) => p.category === 'skincare'))),
    ...entries.map((p) => url(`/product/${encodeURIComponent(p.productId)}`, p.updatedAt)),
    ...TRUST_PAGES.map((slug) => url(`/${slug}`, undefined)),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    lines.join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * Crawlers may read the shop but not the account and admin screens or the API (pictures excepted).
 * The cart is not disallowed: Lighthouse counts a disallowed page as blocked from indexing, and the
 * shop's budget asks its SEO audit to pass on the cart too; the cart holds nothing private.
 */
export function renderRobots(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
