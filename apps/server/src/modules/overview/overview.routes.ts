import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OverviewResponseSchema } from '@shop/shared/admin/overview-schemas';
import { guard, requirePermission } from '../auth/auth-guards.ts';
import { readOverview } from './overview.service.ts';

/** GET /admin/overview (an addition): the admin's sales, orders, best sellers, stock and reviews. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = guard(requirePermission('overview'));

  app.get(
    '/admin/overview',
    { onRequest, schema: { response: { 200: OverviewResponseSchema } } },
    async (_request, reply) => {
      // Figures of the moment, for the admin only: never kept by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return readOverview(app.db);
    },
  );
};
