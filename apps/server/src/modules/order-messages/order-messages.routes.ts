import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderMessagesResponseSchema } from '@shop/shared/orders/order-messages';
import { guard, requirePermission } from '../auth/auth-guards.ts';
import { orderMessagesOf } from './order-messages.service.ts';

/** The order card's "Messages": what went to the customer by WhatsApp, SMS or e-mail instead, and how it fared. */
export const orderMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/orders/:orderId/messages',
    {
      onRequest: guard(requirePermission('orders.read')),
      schema: {
        params: z.object({ orderId: z.string() }),
        response: { 200: OrderMessagesResponseSchema },
      },
    },
    async (request) => {
      return { messages: await orderMessagesOf(app.db, request.params.orderId) };
    },
  );
};
