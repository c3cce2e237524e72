import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@shop/shared/messages';
import { parseOrderNumber } from '@shop/shared/orders/order-number';
import {
  TrackedOrderSchema,
  TrackOrderRequestSchema,
  TrackOrderResponseSchema,
  ViewOrderResponseSchema,
} from '@shop/shared/orders/order-schemas';
import { notFound } from '../../http-error.ts';
import { consumeLimit, MINUTE } from '../rate-limit/rate-limit.ts';
import { findOrderByViewToken, findTrackableOrder } from './orders.repository.ts';

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
    async (request) => {
      // 32 random bytes: unguessable, so the token alone opens the page.
      const order = await findOrderByViewToken(app.db, request.params.token);
      if (!order) throw notFound(messages.orders.viewNotFound);
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
      const number = parseOrderNumber(request.body.orderNumber);
      const order =
        number === null ? undefined : await findTrackableOrder(app.db, number, request.body.email);
      // One answer for every wrong pair: it must not tell whether the number exists.
      if (!order) throw notFound(messages.orders.trackNotFound);
      return { order: TrackedOrderSchema.parse(order) };
    },
  );
};
