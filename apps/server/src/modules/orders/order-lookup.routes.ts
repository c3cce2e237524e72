import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TrackedOrderSchema,
  TrackOrderRequestSchema,
  TrackOrderResponseSchema,
  ViewOrderResponseSchema,
} from '@shop/shared/orders/order-schemas';
import { consumeLimit, MINUTE } from '../rate-limit/rate-limit.ts';
import { orderByViewToken, trackOrder } from './order-lookup.service.ts';

/**
 * Orders without an account (additions to the original API): the confirmation page opened with the
 * e-mailed link's token, and tracking by order number and e-mail address.
 */
export const orderLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/view/:token',
    {
      schema: {
        params: z.object({ token: z.string().max(200) }),
        response: { 200: ViewOrderResponseSchema },
      },
    },
    async (request, reply) => {
      // 32 random bytes: unguessable, so the token alone opens the page.
      const order = await orderByViewToken(app.db, request.params.token);
      // Her name, address and phone: never kept by a shared cache, nor on a shared device's disk.
      void reply.header('cache-control', 'private, no-store');
      return { order };
    },
  );

  app.post(
    '/order/track',
    { schema: { body: TrackOrderRequestSchema, response: { 200: TrackOrderResponseSchema } } },
    async (request) => {
      // Every attempt counts, so nobody can walk the order numbers for a known e-mail address.
      await consumeLimit(app.db, {
        key: `track:ip:${request.ip}`,
        max: app.config.RATE_TRACK_PER_IP,
        windowMs: 15 * MINUTE,
      });
      // One answer for every wrong pair: it must not tell whether the number exists.
      const order = await trackOrder(app.db, request.body.orderNumber, request.body.email);
      return { order: TrackedOrderSchema.parse(order) };
    },
  );
};
