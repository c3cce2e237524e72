import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import { OrderStatusResponseSchema } from '@shop/shared/admin/order-status';
import {
  PodAnswerBodySchema,
  PodAnswerResponseSchema,
  PodConfirmationViewSchema,
  PodTokenParamsSchema,
} from '@shop/shared/orders/pod-confirmation-schemas';
import { guard, requireAccess, requirePermission } from '../auth/auth-guards.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import {
  answerByLink,
  confirmPayOnDeliveryByStaff,
  podConfirmationView,
  type PodAnswerDeps,
} from './pod-confirmation.service.ts';

/**
 * The shopper's confirm page (no sign-in: the signed token is the capability) and its answer, and
 * staff marking an order confirmed after a call (decision 53).
 */
export const podConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PodAnswerDeps => ({
    db: app.db,
    mail: {
      shopName: app.config.SHOP_NAME,
      shopUrl: shopUrlOf(app.config),
      shopEmail: app.config.SHOP_EMAIL,
    },
  });

  app.get(
    '/order/pay-on-delivery/:token',
    { schema: { params: PodTokenParamsSchema, response: { 200: PodConfirmationViewSchema } } },
    async (request) => podConfirmationView(app.db, request.params.token),
  );

  app.post(
    '/order/pay-on-delivery/:token',
    {
      schema: {
        params: PodTokenParamsSchema,
        body: PodAnswerBodySchema,
        response: { 200: PodAnswerResponseSchema },
      },
    },
    async (request) => answerByLink(deps(), request.params.token, request.body.answer),
  );

  app.post(
    '/order/orders/:id/pay-on-delivery/confirm',
    {
      onRequest: guard(requirePermission('orders.ship')),
      schema: { params: IdParamsSchema, response: { 200: OrderStatusResponseSchema } },
    },
    async (request) => {
      const admin = requireAccess(request, requirePermission('orders.ship'));
      const order = await confirmPayOnDeliveryByStaff(app.db, request.params.id, admin);
      return { message: `Order ${order.orderNumber} marked as confirmed`, order };
    },
  );
};
