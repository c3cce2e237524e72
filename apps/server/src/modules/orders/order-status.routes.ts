import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import { OrderStatusBodySchema, OrderStatusResponseSchema } from '@shop/shared/admin/order-status';
import { adminOnly, requireAdmin } from '../auth/auth-guards.ts';
import { shopUrlOf } from './order-links.ts';
import { changeOrderStatus } from './order-status.service.ts';

/** PATCH /order/orders/{id}/status (an added endpoint): an admin moves an order on. */
export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.patch(
    '/order/orders/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderStatusBodySchema,
        response: { 200: OrderStatusResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const order = await changeOrderStatus(
        app.db,
        request.params.id,
        request.body.status,
        admin.id,
        {
          shopName: app.config.SHOP_NAME,
          shopUrl: shopUrlOf(app.config),
        },
        request.body.collected,
      );
      return { message: `Order marked as ${order.status}`, order };
    },
  );
};
