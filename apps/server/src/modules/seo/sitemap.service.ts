import type { Database } from '../../db/client.ts';
import { listSitemapProducts } from './sitemap.repository.ts';
import { renderSitemap } from './sitemap.ts';

// The sitemap is read once per catalogue version and address (a handful: PUBLIC_URL, or the
// allowed hosts the shop is reached on), so a crawler hammering it costs a version check.
const MAX_SITEMAPS = 8;

/** The sitemap for an address (`base`) as of a catalogue version, from memory once made. */
export function sitemapWriter(db: Database): (base: string, catalogVersion: number) => Promise<string> {
  const sitemaps = new Map<string, string>();
  return async (base, catalogVersion) => {
    const key = `${catalogVersion} ${base}`;
    let xml = sitemaps.get(key);
    if (xml === undefined) {
      xml = renderSitemap(base, await listSitemapProducts(db));
      if (sitemaps.size >= MAX_SITEMAPS) sitemaps.delete(sitemaps.keys().next().value!);
      sitemaps.set(key, xml);
    }
    return xml;
  };
}
