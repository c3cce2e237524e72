import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdminRole } from '@shop/shared/auth/session-user';
import {
  ConfirmOrderRequestSchema,
  ConfirmOrderResponseSchema,
} from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import {
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  UserOrdersResponseSchema,
} from '@shop/shared/orders/order-schemas';
import { conflict, forbidden, HttpError, notFound } from '../../http-error.ts';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { paidDepsOf } from '../payments/payment-deps.ts';
import { settleMessages, settlePayment } from '../payments/settle-payment.ts';
import { findOrders, findViewToken } from './orders.repository.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;

  // The page's "order as created" call: only the reference is used; the provider decides if it is paid.
  app.post(
    '/order/orders',
    { schema: { body: ConfirmOrderRequestSchema, response: { 200: ConfirmOrderResponseSchema } } },
    async (request) => {
      const outcome = await settlePayment(
        paidDepsOf(app),
        provider,
        request.body.transactionId,
        'confirmation',
      );
      switch (outcome.kind) {
        case 'unknown-order':
          throw notFound(settleMessages.notFound);
        case 'cancelled':
          throw conflict(settleMessages.cancelled);
        case 'refused':
          throw new HttpError(outcome.statusCode, outcome.message);
        case 'provider-error':
          // The provider could not answer (logged loudly); the order stays unpaid and is
          // re-checked, and the shopper may confirm again.
          throw new HttpError(502, messages.checkout.orderFailed);
        case 'paid': {
          // The reference settles the payment for anyone who holds it (the provider may call
          // back without a session), but a customer's order details go only to that customer.
          const { order } = outcome;
          const viewer = request.user;
          const mayRead = !order.userId || viewer?.id === order.userId || isAdminRole(viewer?.role);
          // With the order goes its page's token, so the shopper lands on /order/<token>.
          return mayRead
            ? {
                message: messages.checkout.orderCreated,
                order,
                viewToken: await findViewToken(app.db, order._id),
              }
            : { message: messages.checkout.orderCreated };
        }
      }
    },
  );

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
      const user = requireUser(request);
      if (user.id !== request.params.userId && !isAdminRole(user.role))
        throw forbidden(messages.auth.forbidden);
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
      requireAdmin(request);
      return findOrders(app.db, request.query);
    },
  );
};
