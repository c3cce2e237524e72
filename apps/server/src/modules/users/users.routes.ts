import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  MessageResponseSchema,
  UsersCountResponseSchema,
} from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { requireAdmin } from '../../plugins/auth.ts';
import { listUsers } from './users.repository.ts';
import { makeAdmin } from './users.service.ts';

/** The admin's users tab: the list with its count, and promotion. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get('/auth/users/count', { schema: { response: { 200: UsersCountResponseSchema } } }, async () =>
    listUsers(app.db),
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
