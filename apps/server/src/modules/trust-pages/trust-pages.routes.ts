import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTrustPageSchema,
  AdminTrustPagesResponseSchema,
  BusinessFactsSchema,
  TrustPageParamsSchema,
  TrustPageSchema,
  TrustPageUpdateSchema,
} from '@shop/shared/trust-pages/trust-page-schemas';
import { guard, requireAccess, requirePermission } from '../auth/auth-guards.ts';
import {
  readTrustPage,
  readTrustPagesForAdmin,
  saveBusinessFacts,
  saveTrustPage,
} from './trust-pages.service.ts';

// Whoever may change the shop's settings writes its pages: the owner, admins and managers
// (decision 56).
const mayEditPages = requirePermission('settings.shop');

/** The trust pages: read by anyone (the server renders them), written in the admin's pages tab. */
export const trustPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    { schema: { params: TrustPageParamsSchema, response: { 200: TrustPageSchema } } },
    async (request, reply) => {
      // A saved edit shows at the next visit, in every process: never kept by a cache.
      void reply.header('cache-control', 'no-cache');
      return readTrustPage(app.db, app.config, request.params.slug);
    },
  );

  app.get(
    '/admin/pages',
    { onRequest: guard(mayEditPages), schema: { response: { 200: AdminTrustPagesResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readTrustPagesForAdmin(app.db, app.config);
    },
  );

  app.put(
    '/admin/pages/:slug',
    {
      // Before the body is read: a caller without the permission is told so, whatever it sent.
      onRequest: guard(mayEditPages),
      schema: {
        params: TrustPageParamsSchema,
        body: TrustPageUpdateSchema,
        response: { 200: AdminTrustPageSchema },
      },
    },
    async (request) => {
      const user = requireAccess(request, mayEditPages);
      return saveTrustPage(app.db, app.config, user, request.params.slug, request.body.body);
    },
  );

  app.put(
    '/admin/business',
    {
      onRequest: guard(mayEditPages),
      schema: { body: BusinessFactsSchema, response: { 200: BusinessFactsSchema } },
    },
    async (request) => saveBusinessFacts(app.db, requireAccess(request, mayEditPages), request.body),
  );
};
