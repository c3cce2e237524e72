import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import { RefundRequestSchema, RefundResponseSchema } from '@shop/shared/orders/refund-schemas';
import { guard, requireAccess, requirePermission } from '../auth/auth-guards.ts';
import { idempotencyKeyOf } from '../checkout/idempotency.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import { refundOrder } from './refund-order.ts';

/** POST /order/orders/{id}/refunds (an added endpoint): an admin gives money back on an order. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const mayRefund = requirePermission('orders.refund');
  const onRequest = guard(mayRefund);

  app.post(
    '/order/orders/:id/refunds',
    {
      onRequest,
      schema: {
        params: IdParamsSchema,
        body: RefundRequestSchema,
        response: { 201: RefundResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAccess(request, mayRefund);
      const refund = await refundOrder(
        {
          db: app.db,
          provider: app.payments,
          mail: { shopName: app.config.SHOP_NAME, shopUrl: shopUrlOf(app.config) },
        },
        {
          ...request.body,
          orderId: request.params.id,
          admin,
          idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
        },
      );
      return reply.status(201).send({ refund });
    },
  );
};
