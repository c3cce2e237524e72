import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientHas } from '../catalog/catalog-reply.ts';
import { imageReader } from './images.service.ts';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const readImage = imageReader(app.db);

  app.get(
    '/images/:filename',
    { schema: { params: z.object({ filename: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const { filename } = request.params;
      const image = await readImage(filename);
      // Names are content hashes: cache them forever in every browser.
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
