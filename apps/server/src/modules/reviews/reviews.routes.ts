import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReviewListSchema, ReviewPageQuerySchema } from '@shop/shared/catalog/review-schemas';
import { TOTAL_COUNT_HEADER } from '@shop/shared/paging';
import { CATALOG_ROUTE, sendCatalog } from '../catalog/catalog-reply.ts';
import { readReviews } from './reviews.list.service.ts';

// Read from the database on a miss and kept with the catalogue snapshot (a review changes the
// product's rating, so every write makes a new one): a repeat read costs no query.
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every review, newest first. With `limit`, `offset` or `rating` (the admin's pages), one page of
  // the matching reviews, their number in X-Total-Count; without them, the whole list as before.
  app.get(
    '/review/all',
    { ...CATALOG_ROUTE, schema: { querystring: ReviewPageQuerySchema, response: { 200: ReviewListSchema } } },
    async (request, reply) => {
      const { limit, offset = 0, rating } = request.query;
      const paged = limit !== undefined || offset !== 0;
      return sendCatalog(request, reply, await app.catalog.get(), {
        answer: async () => {
          const { reviews, total } = await readReviews(
            app.db,
            { rating, offset, limit: paged ? (limit ?? 20) : undefined },
            true,
          );
          return { body: reviews, headers: { [TOTAL_COUNT_HEADER]: String(total) } };
        },
      });
    },
  );
};
