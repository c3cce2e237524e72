import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import {
  SavedItemParamsSchema,
  SavedListResponseSchema,
  SaveItemBodySchema,
} from '@shop/shared/auth/saved-schemas';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { listSavedProductUuids } from './saved.repository.ts';
import { saveItem, unsaveItem } from './saved.service.ts';

export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/saved',
    { preValidation: signedInOnly, schema: { response: { 200: SavedListResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const [uuids, snapshot] = await Promise.all([
        listSavedProductUuids(app.db, user.id),
        app.catalog.get(),
      ]);
      const byUuid = new Map(snapshot.products.map((p) => [p._id, p]));
      return { products: uuids.map((id) => byUuid.get(id)).filter((p): p is Product => !!p) };
    },
  );

  app.post(
    '/auth/saved',
    {
      preValidation: signedInOnly,
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
      preValidation: signedInOnly,
      schema: { params: SavedItemParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await unsaveItem(app.db, app.catalog, user.id, request.params.productId);
      return { message: messages.auth.itemUnsaved };
    },
  );
};
