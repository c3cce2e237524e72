import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotifyRequestSchema,
  NotifyResponseSchema,
  RestoredCartResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '@shop/shared/come-back/come-back-schemas';
import { messages } from '@shop/shared/messages';
import { requestStockNotification } from './back-in-stock.ts';
import { restoreCart } from './restore-cart.ts';
import { unsubscribe, unsubscribeStatus } from './unsubscribe.ts';

/** Shoppers who come back (decision 32): "Notify me", the reminder's cart link, unsubscribing. */
export const comeBackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product/products/:id/notify',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        body: NotifyRequestSchema,
        response: { 202: NotifyResponseSchema },
      },
    },
    async (request, reply) => {
      await requestStockNotification(app.db, {
        productCode: request.params.id,
        email: request.body.email,
        colorId: request.body.colorId ?? null,
        ip: request.ip,
      });
      return reply.code(202).send({ message: messages.comeBack.notifyAccepted });
    },
  );

  app.get(
    '/cart/restore/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(600) }),
        response: { 200: RestoredCartResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return restoreCart(app.db, await app.catalog.get(), request.params.token);
    },
  );

  app.get(
    '/mail/unsubscribe',
    { schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribeResponseSchema } } },
    async (request, reply) => {
      // The List-Unsubscribe address opened in a browser (a mail app without one-click): the
      // shop's page, which asks first, rather than JSON. The shop's own calls ask for JSON.
      if (request.headers.accept?.startsWith('text/html'))
        return reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303);
      return unsubscribeStatus(app.db, request.query.token);
    },
  );

  // A mail app's one-click "Unsubscribe" (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form;
  // the shop's page POSTs nothing. The POST itself unsubscribes, so the form is only read (here,
  // in this plugin alone) so that it is not refused as an unknown kind of body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(
    '/mail/unsubscribe',
    { schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribeResponseSchema } } },
    async (request) => unsubscribe(app.db, request.query.token),
  );
};
