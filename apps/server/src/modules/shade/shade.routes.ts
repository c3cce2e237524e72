import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MyShadeResponseSchema,
  ShadeMatchQuerySchema,
  ShadeMatchResponseSchema,
  ShadeProfileSchema,
} from '@shop/shared/products/shade-schemas';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { CATALOG_ROUTE, sendCatalog } from '../catalog/catalog-reply.ts';
import { forgetShade, keepMyShade, myShade } from './my-shade.service.ts';
import { shadeMatches } from './shade-match.ts';

/** "Your shade" (decision 57): each product's shade for a depth and undertone, and the account's own. */
export const shadeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A catalogue answer like the listings: cached with the snapshot, with its ETag.
  app.get(
    '/product/shade-match',
    {
      ...CATALOG_ROUTE,
      schema: { querystring: ShadeMatchQuerySchema, response: { 200: ShadeMatchResponseSchema } },
    },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      return sendCatalog(request, reply, snapshot, () => shadeMatches(snapshot.products, request.query));
    },
  );

  app.get(
    '/auth/me/shade',
    { onRequest: signedInOnly, schema: { response: { 200: MyShadeResponseSchema } } },
    async (request) => ({ shade: await myShade(app.db, requireUser(request).id) }),
  );

  app.put(
    '/auth/me/shade',
    {
      // Checked before the body is validated, so a signed-out caller hears 401, not a field error.
      onRequest: signedInOnly,
      schema: { body: ShadeProfileSchema, response: { 200: MyShadeResponseSchema } },
    },
    async (request) => ({ shade: await keepMyShade(app.db, requireUser(request).id, request.body) }),
  );

  app.delete(
    '/auth/me/shade',
    { onRequest: signedInOnly, schema: { response: { 200: MyShadeResponseSchema } } },
    async (request) => {
      await forgetShade(app.db, requireUser(request).id);
      return { shade: null };
    },
  );
};
