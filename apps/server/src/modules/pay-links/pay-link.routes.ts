import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import { PayLinkSchema } from '@shop/shared/orders/order-schemas';
import { PayLinkViewSchema } from '@shop/shared/orders/pay-link-schemas';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import { makePayLink, viewPayLink } from './pay-link.service.ts';

const TokenParams = z.object({ token: z.string().min(1).max(100) });

/** Payment links: staff make one for an unpaid order; the shopper's page reads it (decision 48). */
export const payLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    shopUrl: shopUrlOf(app.config),
    provider: app.payments,
    shopName: app.config.SHOP_NAME,
  });

  app.get(
    '/pay/:token',
    { schema: { params: TokenParams, response: { 200: PayLinkViewSchema } } },
    async (request, reply) => {
      // The order changes as it is paid: never kept by a browser or a cache on the way.
      reply.header('cache-control', 'no-store');
      return viewPayLink(deps(), request.params.token);
    },
  );

  app.post(
    '/admin/orders/:id/pay-link',
    {
      onRequest: guard(requirePermission('take_orders')),
      schema: { params: IdParamsSchema, response: { 200: PayLinkSchema } },
    },
    async (request) => makePayLink(deps(), request.params.id, requireUser(request)),
  );
};
