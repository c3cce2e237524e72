import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  ProductIdParamsSchema,
  ProductMutationResponseSchema,
} from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { requireAdmin } from '../../plugins/auth.ts';
import { multipartLimits, readProductForm } from './products.admin.form.ts';
import { createProduct, deleteProduct, updateProduct } from './products.admin.service.ts';

/** The admin's product writes (spec section 7); multipart is registered for this scope only. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: multipartLimits });

  // The role is checked first, before validation and before a byte of the upload is read.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.post(
    '/product/admin/products',
    { schema: { response: { 201: ProductMutationResponseSchema } } },
    async (request, reply) => {
      const product = await createProduct(app.db, await readProductForm(request));
      return reply.status(201).send({ message: 'Product created successfully', product });
    },
  );

  app.put(
    '/product/admin/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductMutationResponseSchema } } },
    async (request) => {
      const product = await updateProduct(app.db, request.params.id, await readProductForm(request));
      return { message: messages.admin.updated, product };
    },
  );

  app.delete(
    '/product/admin/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteProduct(app.db, request.params.id);
      return { message: messages.admin.deleted };
    },
  );
};
