import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReviewListSchema, ReviewPageQuerySchema } from '@shop/shared/catalog/review-schemas';
import { sendCatalog } from '../catalog/catalog-reply.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every review, newest first. With `limit`, `offset` or `rating` (the admin's pages), one page of
  // the matching reviews, their number in X-Total-Count; without them, the whole list as before.
  app.get(
    '/review/all',
    { schema: { querystring: ReviewPageQuerySchema, response: { 200: ReviewListSchema } } },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      const { limit, offset = 0, rating } = request.query;
      const matching =
        rating === undefined ? snapshot.reviews : snapshot.reviews.filter((r) => r.rating === rating);
      reply.header('X-Total-Count', String(matching.length));
      return sendCatalog(request, reply, snapshot, () =>
        limit === undefined && offset === 0 ? matching : matching.slice(offset, offset + (limit ?? 20)),
      );
    },
  );
};
