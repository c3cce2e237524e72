import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckoutRequestSchema, CheckoutResponseSchema } from '@shop/shared/checkout/checkout-schemas';
import { consumeLimit, HOUR } from '../rate-limit/rate-limit.ts';
import { startCheckout } from './checkout.service.ts';

/** POST /order/checkout: an added endpoint; the pending order the popup then charges. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
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
};
