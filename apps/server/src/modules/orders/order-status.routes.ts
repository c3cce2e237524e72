import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import { OrderStatusBodySchema, OrderStatusResponseSchema } from '@shop/shared/admin/order-status';
import { statusPermission } from '@shop/shared/auth/staff-roles';
import { messages } from '@shop/shared/messages';
import { guard, requireAccess, requirePermission } from '../auth/auth-guards.ts';
import { shopUrlOf } from './order-links.ts';
import { changeOrderStatus } from './order-status.service.ts';

/**
 * PATCH /order/orders/{id}/status (an added endpoint): staff move an order on; fulfilment only to
 * processing, shipped or delivered (statusPermission), the owner, admins and managers to any status.
 */
export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = guard(requirePermission('orders.ship'));

  app.patch(
    '/order/orders/:id/status',
    {
      onRequest,
      schema: {
        params: IdParamsSchema,
        body: OrderStatusBodySchema,
        response: { 200: OrderStatusResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAccess(
        request,
        requirePermission(statusPermission(request.body.status), messages.staff.statusNotAllowed),
      );
      const order = await changeOrderStatus(
        app.db,
        request.params.id,
        request.body.status,
        admin,
        {
          shopName: app.config.SHOP_NAME,
          shopUrl: shopUrlOf(app.config),
        },
        {
          collected: request.body.collected,
          courier: request.body.courier,
          trackingNumber: request.body.trackingNumber,
        },
      );
      return { message: `Order marked as ${order.status}`, order };
    },
  );
};
