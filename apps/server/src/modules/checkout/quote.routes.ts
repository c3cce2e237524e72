import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuoteRequestSchema, QuoteResponseSchema } from '@shop/shared/checkout/quote-schemas';
import { consumeLimit, HOUR } from '../rate-limit/rate-limit.ts';
import { quoteCheckout } from './quote.service.ts';

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /order/quote: the cart's totals, the figures the checkout will charge. Nothing written.
  app.post(
    '/order/quote',
    { schema: { body: QuoteRequestSchema, response: { 200: QuoteResponseSchema } } },
    async (request, reply) => {
      // A cart asks again on each change (debounced), so its limit is well above the checkout's.
      await consumeLimit(app.db, {
        key: `quote:ip:${request.ip}`,
        max: app.config.RATE_QUOTE_PER_IP,
        windowMs: HOUR,
      });
      void reply.header('cache-control', 'no-store');
      return quoteCheckout({ db: app.db, catalog: app.catalog }, request.body, request.user);
    },
  );
};
