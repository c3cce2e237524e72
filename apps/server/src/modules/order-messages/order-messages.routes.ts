import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderMessagesResponseSchema } from '@shop/shared/orders/order-messages';
import { requireAccess, requirePermission } from '../auth/auth-guards.ts';
import { listOrderMessages } from './order-messages.repository.ts';

/** The order card's "Messages": what went to the customer by WhatsApp, SMS or e-mail instead, and how it fared. */
export const orderMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/orders/:orderId/messages',
    {
      schema: {
        params: z.object({ orderId: z.string() }),
        response: { 200: OrderMessagesResponseSchema },
      },
    },
    async (request) => {
      requireAccess(request, requirePermission('orders.read'));
      const { orderId } = request.params;
      if (!z.uuid().safeParse(orderId).success) return { messages: [] };
      return { messages: await listOrderMessages(app.db, orderId) };
    },
  );
};
