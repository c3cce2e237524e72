import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  UserOrdersResponseSchema,
} from '@shop/shared/orders/order-schemas';
import { requireAccess, requirePermission, selfOr } from '../auth/auth-guards.ts';
import { withTransferRejections } from './transfer-rejections.repository.ts';
import { findOrders } from './order-list.repository.ts';

// The confirmation after payment (POST /order/orders) is part of the checkout: checkout.routes.ts.
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // A customer's paid orders, newest first; unpaid ones (pending, expired) are not theirs to see.
  app.get(
    '/order/orders/:userId',
    {
      schema: {
        params: z.object({ userId: z.string().max(100) }),
        response: { 200: UserOrdersResponseSchema },
      },
    },
    async (request) => {
      requireAccess(request, selfOr(request.params.userId, 'orders.read'));
      if (!z.uuid().safeParse(request.params.userId).success) return { data: [] };
      const { data } = await findOrders(app.db, { userId: request.params.userId });
      return { data };
    },
  );

  // Every order for the admin, newest first; unpaid ones only when asked by status, or status=all.
  app.get(
    '/order/orders',
    { schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrdersResponseSchema } } },
    async (request) => {
      requireAccess(request, requirePermission('orders.read'));
      const page = await findOrders(app.db, request.query);
      // The admin sees on each order any transfer Paystack refused for it (a wrong amount).
      return { ...page, data: await withTransferRejections(app.db, page.data) };
    },
  );
};
