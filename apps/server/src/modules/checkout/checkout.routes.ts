import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelCheckoutRequestSchema,
  CancelCheckoutResponseSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  ConfirmOrderRequestSchema,
  ConfirmOrderResponseSchema,
} from '@shop/shared/checkout/checkout-schemas';
import { PayOnDeliveryCheckoutResponseSchema } from '@shop/shared/checkout/pay-on-delivery';
import { shopUrlOf } from '../orders/order-links.ts';
import { paidDepsOf } from '../payments/payment-deps.ts';
import { consumeLimit, HOUR } from '../rate-limit/rate-limit.ts';
import { cancelCheckout } from './cancel-checkout.ts';
import { startCheckout } from './checkout.service.ts';
import { confirmOrder } from './confirm-order.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { startPayOnDeliveryCheckout } from './pay-on-delivery.service.ts';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;

  // POST /order/checkout, an addition to the order API: the pending order the popup then charges.
  app.post(
    '/order/checkout',
    {
      schema: {
        body: CheckoutRequestSchema,
        response: { 200: z.union([CheckoutResponseSchema, PayOnDeliveryCheckoutResponseSchema]) },
      },
    },
    async (request) => {
      // Checked first: a malformed key is the client's mistake, and costs it no checkout.
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      await consumeLimit(app.db, {
        key: `checkout:ip:${request.ip}`,
        max: app.config.RATE_CHECKOUT_PER_IP,
        windowMs: HOUR,
      });
      const requester = { user: request.user, clientIp: request.ip, idempotencyKey };
      // Pay on delivery counts against the same limit (above): a guest's orders cost stock at once.
      if (request.body.paymentMethod === 'pay_on_delivery')
        return startPayOnDeliveryCheckout(
          {
            db: app.db,
            catalog: app.catalog,
            provider,
            shopName: app.config.SHOP_NAME,
            shopUrl: shopUrlOf(app.config),
            holdUnitsPerBuyer: app.config.HOLD_UNITS_PER_BUYER,
          },
          request.body,
          requester,
        );
      return startCheckout(
        {
          db: app.db,
          catalog: app.catalog,
          provider,
          log: request.log,
          holdMinutes: app.config.STOCK_HOLD_MINUTES,
          holdUnitsPerBuyer: app.config.HOLD_UNITS_PER_BUYER,
        },
        request.body,
        requester,
      );
    },
  );

  // Closing the payment popup: an unpaid checkout is given up at once and its stock is free again.
  app.post(
    '/order/checkout/cancel',
    {
      schema: { body: CancelCheckoutRequestSchema, response: { 200: CancelCheckoutResponseSchema } },
    },
    async (request) => {
      // Each cancel may ask the provider; as many as checkouts an address may open.
      await consumeLimit(app.db, {
        key: `checkout-cancel:ip:${request.ip}`,
        max: app.config.RATE_CHECKOUT_PER_IP,
        windowMs: HOUR,
      });
      return cancelCheckout(paidDepsOf(app), provider, request.body.reference);
    },
  );

  // The "order as created" after the popup: only the reference is used.
  app.post(
    '/order/orders',
    { schema: { body: ConfirmOrderRequestSchema, response: { 200: ConfirmOrderResponseSchema } } },
    async (request) => confirmOrder(paidDepsOf(app), provider, request.body.transactionId, request.user),
  );
};
