import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import {
  MyReviewSchema,
  ReviewAnswerSchema,
  ReviewBodySchema,
  ReviewEditSchema,
  ReviewQuerySchema,
} from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { editReview, myReview, removeOwnReview, writeReview } from './reviews.service.ts';

/**
 * A signed-in customer's own reviews (additions to the original read-only review calls):
 * GET /review/mine tells whether they may review a product and shows what they wrote;
 * POST writes (201) or replaces (200) the one review of a product, PUT edits it, DELETE removes it.
 */
export const reviewCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in first: a guest is told to sign in, whatever the body says.
  const onRequest = signedInOnly;

  app.get(
    '/review/mine',
    { onRequest, schema: { querystring: ReviewQuerySchema, response: { 200: MyReviewSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return myReview(app.db, requireUser(request), request.query.productId);
    },
  );

  app.post(
    '/review/reviews',
    {
      onRequest,
      config: { ownTextRules: true },
      schema: { body: ReviewBodySchema, response: { 200: ReviewAnswerSchema, 201: ReviewAnswerSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { review, created } = await writeReview(app.db, user, request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ message: created ? messages.reviews.saved : messages.reviews.updated, review });
    },
  );

  app.put(
    '/review/reviews/:id',
    {
      onRequest,
      config: { ownTextRules: true },
      schema: { params: IdParamsSchema, body: ReviewEditSchema, response: { 200: ReviewAnswerSchema } },
    },
    async (request) => {
      const review = await editReview(app.db, requireUser(request), request.params.id, request.body);
      return { message: messages.reviews.updated, review };
    },
  );

  app.delete(
    '/review/reviews/:id',
    { onRequest, schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await removeOwnReview(app.db, requireUser(request), request.params.id);
      return { message: messages.reviews.deleted };
    },
  );
};
