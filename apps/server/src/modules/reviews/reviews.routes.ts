import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReviewListSchema, ReviewQuerySchema } from '@shop/shared/catalog/review-schemas';
import { sendCatalog } from '../catalog/catalog-reply.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/review/all', { schema: { response: { 200: ReviewListSchema } } }, async (request, reply) => {
    const snapshot = await app.catalog.get();
    return sendCatalog(request, reply, snapshot, () => snapshot.reviews);
  });

  app.get(
    '/review/reviews',
    { schema: { querystring: ReviewQuerySchema, response: { 200: ReviewListSchema } } },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      return sendCatalog(request, reply, snapshot, () =>
        snapshot.reviews.filter((r) => r.productId === request.query.productId),
      );
    },
  );
};
