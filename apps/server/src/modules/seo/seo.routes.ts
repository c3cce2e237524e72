import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../../public-address/request-origin.ts';
import { sitemapWriter } from './sitemap.service.ts';
import { renderRobots } from './sitemap.ts';

export async function seoRoutes(app: FastifyInstance) {
  const sitemapOf = sitemapWriter(app.db);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderRobots(requestOrigin(request, app.config))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const { version } = await app.catalog.get();
    const xml = await sitemapOf(requestOrigin(request, app.config), version);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });
}
