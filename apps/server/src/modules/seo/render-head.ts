import { escapeMarkup as e, scriptJson } from './escape.ts';
import type { PageHead } from './page-head.ts';

/** The title, description, canonical link, Open Graph, Twitter and JSON-LD tags of one page. */
export function renderHead(head: PageHead, shopName: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${e(value)}" />`;
  const tags = [
    `<title>${e(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical && `<link rel="canonical" href="${e(head.canonical)}" />`,
    head.noindex && meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', 'en_NG'),
    head.price !== undefined && meta('property', 'product:price:amount', head.price),
    head.price !== undefined && meta('property', 'product:price:currency', 'NGN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    // Data, not code: a Content-Security-Policy lets it through, and `<` is escaped in it.
    head.jsonLd && `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
