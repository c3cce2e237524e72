import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../../public-address/request-origin.ts';
import { listSitemapProducts } from './sitemap.repository.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

// The sitemap is read once per catalogue version and address (a handful: PUBLIC_URL, or the
// allowed hosts the shop is reached on), so a crawler hammering it costs a version check.
const MAX_SITEMAPS = 8;

export async function seoRoutes(app: FastifyInstance) {
  const sitemaps = new Map<string, string>();

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderRobots(requestOrigin(request, app.config))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const base = requestOrigin(request, app.config);
    const { version } = await app.catalog.get();
    const key = `${version} ${base}`;
    let xml = sitemaps.get(key);
    if (xml === undefined) {
      xml = renderSitemap(base, await listSitemapProducts(app.db));
      if (sitemaps.size >= MAX_SITEMAPS) sitemaps.delete(sitemaps.keys().next().value!);
      sitemaps.set(key, xml);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });
}
