import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PAGE_DEFAULT,
  AdminPageQuerySchema,
  AdminUsersPageResponseSchema,
  asksForPage,
} from '@shop/shared/admin/admin-list-schemas';
import { IdParamsSchema, MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { adminOnly } from '../auth/auth-guards.ts';
import { findUsersPage, listUsers } from './users.repository.ts';
import { makeAdmin } from './users.service.ts';

/** The admin's users tab: the list with its count, and promotion. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  // Without `q`, `limit` or `offset`, every account as always; with one, a page and `total`.
  app.get(
    '/auth/users/count',
    {
      schema: {
        querystring: AdminPageQuerySchema,
        response: { 200: AdminUsersPageResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      void reply.header('cache-control', 'private, no-store');
      if (!asksForPage(query)) return listUsers(app.db);
      const { q, limit = ADMIN_PAGE_DEFAULT, offset = 0 } = query;
      return findUsersPage(app.db, { q, limit, offset });
    },
  );

  app.put(
    '/auth/make-admin/:id',
    {
      schema: {
        params: IdParamsSchema,
        // The admin page sends an empty JSON body; nothing in it is read.
        body: z.object({}).passthrough().optional(),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await makeAdmin(app.db, request.params.id);
      return { message: messages.admin.promoted };
    },
  );
};
