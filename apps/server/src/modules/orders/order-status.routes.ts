import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import { OrderStatusBodySchema } from '@shop/shared/admin/order-status';
import { OrderSchema } from '@shop/shared/orders/order-schemas';
import { requireAdmin } from '../../plugins/auth.ts';
import { changeOrderStatus } from './order-status.service.ts';

/** PATCH /order/orders/{id}/status (an addition to the spec): an admin moves an order on. */
export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.patch(
    '/order/orders/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderStatusBodySchema,
        response: { 200: z.object({ message: z.string(), order: OrderSchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const order = await changeOrderStatus(app.db, request.params.id, request.body.status, admin.id, {
        shopName: app.config.SHOP_NAME,
        // An e-mail is read outside any request, so its links need a fixed address.
        publicBase: (app.config.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
      });
      return { message: `Order marked as ${order.status}`, order };
    },
  );
};
