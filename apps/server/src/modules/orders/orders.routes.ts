import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  UserOrdersResponseSchema,
} from '@shop/shared/orders/order-schemas';
import { guard, requirePermission, selfOr } from '../auth/auth-guards.ts';
import { customerOrders, staffOrderPage } from './order-list.service.ts';

// The confirmation after payment (POST /order/orders) is part of the checkout: checkout.routes.ts.
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // A customer's paid orders, newest first; unpaid ones (pending, expired) are not theirs to see.
  app.get(
    '/order/orders/:userId',
    {
      onRequest: guard(selfOr('userId', 'orders.read')),
      schema: {
        params: z.object({ userId: z.string().max(100) }),
        response: { 200: UserOrdersResponseSchema },
      },
    },
    async (request) => {
      return { data: await customerOrders(app.db, request.params.userId) };
    },
  );

  // Every order for the admin, newest first; unpaid ones only when asked by status, or status=all.
  app.get(
    '/order/orders',
    {
      onRequest: guard(requirePermission('orders.read')),
      schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrdersResponseSchema } },
    },
    async (request) => staffOrderPage(app.db, request.query),
  );
};
