import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InvitedOrderSchema,
  InviteTokenParamsSchema,
  ReviewAnswerSchema,
  ReviewBodySchema,
} from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { readInvitation, writeInvitedReview } from './invited-reviews.service.ts';

/**
 * A guest buyer's review invitation, no sign-in needed (the token is the proof of the order):
 * GET /review/invite/:token lists the order's products and the reviews written from it; POST
 * writes one product's review (201), once per product (409 for a second).
 */
export const reviewInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review/invite/:token',
    { schema: { params: InviteTokenParamsSchema, response: { 200: InvitedOrderSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return readInvitation(app.db, request.params.token, request.user);
    },
  );

  app.post(
    '/review/invite/:token',
    {
      config: { ownTextRules: true },
      schema: {
        params: InviteTokenParamsSchema,
        body: ReviewBodySchema,
        response: { 201: ReviewAnswerSchema },
      },
    },
    async (request, reply) => {
      const review = await writeInvitedReview(app.db, request.params.token, request.body);
      return reply.status(201).send({ message: messages.reviews.saved, review });
    },
  );
};
