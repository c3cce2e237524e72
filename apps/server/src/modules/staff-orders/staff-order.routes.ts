import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffOrderRequestSchema, StaffOrderResponseSchema } from '@shop/shared/orders/staff-order-schemas';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import { recordStaffOrder } from './staff-order.service.ts';

/** POST /admin/orders: an order taken in a chat, on the phone or at the counter (`take_orders`). */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders',
    {
      onRequest: guard(requirePermission('take_orders')),
      schema: { body: StaffOrderRequestSchema, response: { 201: StaffOrderResponseSchema } },
    },
    async (request, reply) => {
      const answer = await recordStaffOrder(
        {
          db: app.db,
          catalog: app.catalog,
          provider: app.payments,
          log: request.log,
          shopName: app.config.SHOP_NAME,
          shopUrl: shopUrlOf(app.config),
        },
        request.body,
        requireUser(request),
      );
      return reply.status(201).send(answer);
    },
  );
};
