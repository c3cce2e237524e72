import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_DEFAULT,
  AdminReviewPageQuerySchema,
  AdminReviewPageResponseSchema,
} from '@shop/shared/admin/admin-list-schemas';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { findReviewPage } from './reviews.admin-list.repository.ts';
import { removeReview } from './reviews.service.ts';

/** The admin's reviews: a page of them, searched, and DELETE /review/{id}. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', guard(requirePermission('reviews.delete')));

  // An addition: newest first, read from the database (never cached), `total` for the pager.
  app.get(
    '/review/admin/reviews',
    {
      schema: {
        querystring: AdminReviewPageQuerySchema,
        response: { 200: AdminReviewPageResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, rating, limit = ADMIN_PAGE_DEFAULT, offset = 0 } = request.query;
      void reply.header('cache-control', 'private, no-store');
      return findReviewPage(app.db, { q, rating, limit, offset });
    },
  );

  app.delete(
    '/review/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await removeReview(app.db, requireUser(request), request.params.id);
      return { message: 'Review deleted successfully' };
    },
  );
};
