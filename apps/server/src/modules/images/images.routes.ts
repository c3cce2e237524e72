import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-error.ts';
import { clientHas } from '../catalog/catalog-reply.ts';
import { findImage } from './images.repository.ts';
import { jpegOf } from './jpeg-rendition.ts';

type Cached = { contentType: string; bytes: Buffer };
const MAX_CACHED = 300;

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Names are content hashes, so bytes never change under a name: cache them forever, here and
  // in every browser, and keep the hottest few hundred in memory to spare the database.
  const cache = new Map<string, Cached>();

  app.get(
    '/images/:filename',
    { schema: { params: z.object({ filename: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const { filename } = request.params;
      let image = cache.get(filename);
      if (!image) {
        // `<hash>.jpg`: the stored WebP as a JPEG, for the product feeds (Meta takes only JPEG,
        // PNG or GIF pictures); made once, then cached like the others.
        const webpName = filename.replace(/\.jpg$/, '.webp');
        const row = await findImage(app.db, webpName);
        if (!row) throw notFound('Image not found');
        image = webpName === filename ? row : { contentType: 'image/jpeg', bytes: await jpegOf(row.bytes) };
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
        cache.set(filename, image);
      }
      const etag = `"${filename}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Type', image.contentType);
      if (clientHas(request, etag)) return reply.status(304).send();
      return reply.send(image.bytes);
    },
  );
};
