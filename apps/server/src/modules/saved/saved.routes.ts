import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import {
  SavedItemParamsSchema,
  SavedListResponseSchema,
  SaveItemBodySchema,
} from '@shop/shared/auth/saved-schemas';
import { messages } from '@shop/shared/messages';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { listSaved, saveItem, unsaveItem } from './saved.service.ts';

export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/saved',
    { onRequest: signedInOnly, schema: { response: { 200: SavedListResponseSchema } } },
    async (request) => ({ products: await listSaved(app.db, app.catalog, requireUser(request).id) }),
  );

  app.post(
    '/auth/saved',
    {
      onRequest: signedInOnly,
      schema: { body: SaveItemBodySchema, response: { 201: MessageResponseSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await saveItem(app.db, app.catalog, user.id, request.body.productId);
      return reply.status(201).send({ message: messages.auth.itemSaved });
    },
  );

  app.delete(
    '/auth/saved/:productId',
    {
      onRequest: signedInOnly,
      schema: { params: SavedItemParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await unsaveItem(app.db, app.catalog, user.id, request.params.productId);
      return { message: messages.auth.itemUnsaved };
    },
  );
};
