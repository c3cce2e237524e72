import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_DEFAULT,
  AdminReviewPageQuerySchema,
  AdminReviewPageResponseSchema,
} from '@shop/shared/admin/admin-list-schemas';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { ReviewPhotoHideSchema } from '@shop/shared/catalog/review-photo-schemas';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { hideReviewPhoto } from './review-photos.ts';
import { adminReviewPage } from './reviews.list.service.ts';
import { removeReview } from './reviews.service.ts';

/**
 * The admin's reviews: a page of them, searched, DELETE /review/{id}, and PATCH
 * /review/admin/photos/{id} `{hidden}` to hide a review's photo from shoppers (decision 61).
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = guard(requirePermission('reviews.delete'));

  // An addition: newest first, read from the database (never cached), `total` for the pager.
  app.get(
    '/review/admin/reviews',
    {
      onRequest,
      schema: {
        querystring: AdminReviewPageQuerySchema,
        response: { 200: AdminReviewPageResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, rating, limit = ADMIN_PAGE_DEFAULT, offset = 0 } = request.query;
      void reply.header('cache-control', 'private, no-store');
      return adminReviewPage(app.db, { q, rating, limit, offset });
    },
  );

  app.delete(
    '/review/:id',
    { onRequest, schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await removeReview(app.db, requireUser(request), request.params.id);
      return { message: 'Review deleted successfully' };
    },
  );

  app.patch(
    '/review/admin/photos/:id',
    {
      onRequest,
      schema: {
        params: IdParamsSchema,
        body: ReviewPhotoHideSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      message: await hideReviewPhoto(app.db, requireUser(request), request.params.id, request.body.hidden),
    }),
  );
};
