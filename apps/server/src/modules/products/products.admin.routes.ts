import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  ProductIdParamsSchema,
  ProductMutationResponseSchema,
} from '@shop/shared/admin/admin-schemas';
import {
  AdminProductPageQuerySchema,
  AdminProductPageResponseSchema,
} from '@shop/shared/admin/admin-list-schemas';
import { messages } from '@shop/shared/messages';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { multipartLimits, readProductForm } from './products.admin.form.ts';
import { listAdminProducts } from './products.admin-list.service.ts';
import { createProduct, deleteProduct, updateProduct } from './products.admin.service.ts';

/**
 * The admin's product writes. Multipart is registered only in the scope of the
 * two routes that read the form, so every multipart part a route accepts goes through the form
 * reader (and the clean-input rule that wraps it); other routes refuse multipart with 415.
 */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The role is checked first, before validation and before a byte of the upload is read.
  const onRequest = guard(requirePermission('products'));

  // The admin's list with quantities (an addition): never cached or shared, as it is the admin's only.
  // With `q`, `limit` or `offset`, one page from the database and `total`; without, the whole list.
  app.get(
    '/product/admin/products',
    {
      onRequest,
      schema: {
        querystring: AdminProductPageQuerySchema,
        response: { 200: AdminProductPageResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listAdminProducts(app.db, app.catalog, request.query);
    },
  );

  await app.register(async (forms) => {
    await forms.register(multipart, { limits: multipartLimits });
    const routes = forms.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/product/admin/products',
      { onRequest, schema: { response: { 201: ProductMutationResponseSchema } } },
      async (request, reply) => {
        const product = await createProduct(app.db, requireUser(request), await readProductForm(request));
        return reply.status(201).send({ message: 'Product created successfully', product });
      },
    );

    routes.put(
      '/product/admin/products/:id',
      {
        onRequest,
        schema: { params: ProductIdParamsSchema, response: { 200: ProductMutationResponseSchema } },
      },
      async (request) => {
        const product = await updateProduct(
          app.db,
          requireUser(request),
          request.params.id,
          await readProductForm(request),
        );
        return { message: messages.admin.updated, product };
      },
    );
  });

  app.delete(
    '/product/admin/products/:id',
    { onRequest, schema: { params: ProductIdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteProduct(app.db, requireUser(request), request.params.id);
      return { message: messages.admin.deleted };
    },
  );
};
