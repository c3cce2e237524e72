import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductReviewsQuerySchema,
  RatingSummarySchema,
  ReviewListSchema,
  ReviewQuerySchema,
} from '@shop/shared/catalog/review-schemas';
import { TOTAL_COUNT_HEADER } from '@shop/shared/paging';
import { CATALOG_ROUTE, sendCatalog } from '../catalog/catalog-reply.ts';
import { productStarSummary, readReviews } from './reviews.list.service.ts';

/** The product page's reviews, read a page at a time from the database, and its rating summary. */
export const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every review of the product, newest first; with `limit` or `offset`, one page of them, and
  // the product's number of reviews in X-Total-Count (of those matching `withPhotos` and
  // `skinType`, decision 61, when asked). An unknown product has none.
  app.get(
    '/review/reviews',
    {
      ...CATALOG_ROUTE,
      schema: { querystring: ProductReviewsQuerySchema, response: { 200: ReviewListSchema } },
    },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      const { productId, limit, offset, skinType } = request.query;
      const filter = { productCode: productId, withPhotos: request.query.withPhotos === '1', skinType };
      const filtered = filter.withPhotos || skinType !== undefined;
      const paged = limit !== undefined || offset !== undefined;
      if (paged && !filtered) {
        const total = snapshot.byProductId.get(productId)?.reviewCount ?? 0;
        reply.header(TOTAL_COUNT_HEADER, String(total));
      }
      return sendCatalog(request, reply, snapshot, {
        answer: async () => {
          const { reviews: body, total } = await readReviews(
            app.db,
            { ...filter, limit, offset },
            paged && filtered,
          );
          const headers: Record<string, string> =
            total === undefined ? {} : { [TOTAL_COUNT_HEADER]: String(total) };
          return { body, headers };
        },
      });
    },
  );

  // The average, the count and each star's share, so the page never downloads every review.
  app.get(
    '/review/summary',
    { ...CATALOG_ROUTE, schema: { querystring: ReviewQuerySchema, response: { 200: RatingSummarySchema } } },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      return sendCatalog(request, reply, snapshot, {
        answer: async () => ({ body: await productStarSummary(app.db, request.query.productId) }),
      });
    },
  );
};
