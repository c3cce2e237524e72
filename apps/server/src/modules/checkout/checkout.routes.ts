import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  ConfirmOrderRequestSchema,
  ConfirmOrderResponseSchema,
} from '@shop/shared/checkout/checkout-schemas';
import { paidDepsOf } from '../payments/payment-deps.ts';
import { consumeLimit, HOUR } from '../rate-limit/rate-limit.ts';
import { startCheckout } from './checkout.service.ts';
import { confirmOrder } from './confirm-order.ts';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;

  // POST /order/checkout, an addition to the order API: the pending order the popup then charges.
  app.post(
    '/order/checkout',
    { schema: { body: CheckoutRequestSchema, response: { 200: CheckoutResponseSchema } } },
    async (request) => {
      await consumeLimit(app.db, {
        key: `checkout:ip:${request.ip}`,
        max: app.config.RATE_CHECKOUT_PER_IP,
        windowMs: HOUR,
      });
      return startCheckout(
        {
          db: app.db,
          catalog: app.catalog,
          provider,
          log: request.log,
          holdMinutes: app.config.STOCK_HOLD_MINUTES,
        },
        request.body,
        request.user,
      );
    },
  );

  // The "order as created" after the popup: only the reference is used.
  app.post(
    '/order/orders',
    { schema: { body: ConfirmOrderRequestSchema, response: { 200: ConfirmOrderResponseSchema } } },
    async (request) => confirmOrder(paidDepsOf(app), provider, request.body.transactionId, request.user),
  );
};
