import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPageQuerySchema, AdminUsersPageResponseSchema } from '@shop/shared/admin/admin-list-schemas';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { RoleChangeBodySchema, RoleChangeResponseSchema } from '@shop/shared/admin/role-schemas';
import { messages } from '@shop/shared/messages';
import { guard, requireAccess, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { changeUserRole } from './user-role.service.ts';
import { listAccounts, makeAdmin } from './users.service.ts';

const mayChangeRoles = requirePermission('staff', messages.staff.roleForbidden);

/** The admin's users tab: the list with its count and roles, promotion, and a role changed. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without `q`, `limit` or `offset`, every account as always; with one, a page and `total`.
  app.get(
    '/auth/users/count',
    {
      onRequest: guard(requirePermission('customers.read')),
      schema: {
        querystring: AdminPageQuerySchema,
        response: { 200: AdminUsersPageResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listAccounts(app.db, request.query);
    },
  );

  app.put(
    '/auth/make-admin/:id',
    {
      // The product description's own 403 text for a promotion.
      onRequest: guard(requirePermission('staff', messages.admin.promoteForbidden)),
      schema: {
        params: IdParamsSchema,
        // The admin page sends an empty JSON body; nothing in it is read.
        body: z.object({}).passthrough().optional(),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await makeAdmin(app.db, requireUser(request), request.params.id);
      return { message: messages.admin.promoted };
    },
  );

  app.put(
    '/auth/users/:id/role',
    {
      // Before the body is read: a caller who may not change roles hears so, whatever it sent.
      onRequest: guard(mayChangeRoles),
      schema: {
        params: IdParamsSchema,
        body: RoleChangeBodySchema,
        response: { 200: RoleChangeResponseSchema },
      },
    },
    async (request) =>
      changeUserRole(app.db, requireAccess(request, mayChangeRoles), request.params.id, request.body.role),
  );
};
