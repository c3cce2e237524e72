import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageResponseSchema, AuditQuerySchema } from '@shop/shared/admin/audit-schemas';
import { guard, requirePermission } from '../auth/auth-guards.ts';
import { readAuditPage } from './audit.service.ts';

/**
 * GET /admin/audit: the audit log, newest first, a page at a time (decision 37); the owner and
 * admins only (permission `audit`, decision 36). Read only: no route changes or deletes an entry.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = guard(requirePermission('audit'));
  app.get(
    '/admin/audit',
    { onRequest, schema: { querystring: AuditQuerySchema, response: { 200: AuditPageResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readAuditPage(app.db, request.query);
    },
  );
};
