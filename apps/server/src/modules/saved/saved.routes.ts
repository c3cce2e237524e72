import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import {
  SavedItemParamsSchema,
  SavedListResponseSchema,
  SaveItemBodySchema,
} from '@shop/shared/auth/saved-schemas';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { notFound } from '../../http-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { signedInOnly } from '../auth/auth.routes.ts';
import { listSavedProductUuids, saveProduct, unsaveProduct } from './saved.repository.ts';

export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Saved items name products by their productId code, as every other call of the API does. */
  const productByCode = async (code: string) => {
    const product = (await app.catalog.get()).byProductId.get(code);
    if (!product) throw notFound(messages.catalog.productNotFound);
    return product;
  };

  app.get(
    '/auth/saved',
    { ...signedInOnly, schema: { response: { 200: SavedListResponseSchema } } },
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
    { ...signedInOnly, schema: { body: SaveItemBodySchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const product = await productByCode(request.body.productId);
      await saveProduct(app.db, user.id, product._id);
      return reply.status(201).send({ message: messages.auth.itemSaved });
    },
  );

  app.delete(
    '/auth/saved/:productId',
    { ...signedInOnly, schema: { params: SavedItemParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const product = await productByCode(request.params.productId);
      await unsaveProduct(app.db, user.id, product._id);
      return { message: messages.auth.itemUnsaved };
    },
  );
};
