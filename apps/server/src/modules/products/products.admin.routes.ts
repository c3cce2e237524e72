import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  ProductIdParamsSchema,
  ProductMutationResponseSchema,
} from '@shop/shared/admin/admin-schemas';
import {
  ADMIN_PAGE_DEFAULT,
  AdminProductPageQuerySchema,
  AdminProductPageResponseSchema,
  asksForPage,
} from '@shop/shared/admin/admin-list-schemas';
import { messages } from '@shop/shared/messages';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { multipartLimits, readProductForm } from './products.admin.form.ts';
import { findAdminProductPage } from './products.admin-list.repository.ts';
import { createProduct, deleteProduct, updateProduct } from './products.admin.service.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { isLowOnStock } from '@shop/shared/catalog/stock-levels';

/**
 * The admin's product writes. Multipart is registered only in the scope of the
 * two routes that read the form, so every multipart part a route accepts goes through the form
 * reader (and the clean-input rule that wraps it); other routes refuse multipart with 415.
 */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The role is checked first, before validation and before a byte of the upload is read.
  app.addHook('onRequest', guard(requirePermission('products')));

  // The admin's list with quantities (an addition): never cached or shared, as it is the admin's only.
  // With `q`, `limit` or `offset`, one page from the database and `total`; without, the whole list.
  app.get(
    '/product/admin/products',
    {
      schema: {
        querystring: AdminProductPageQuerySchema,
        response: { 200: AdminProductPageResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const low = query.lowStock === '1' || query.lowStock === 'true';
      const { lowStockLevel } = (await readShopSettings(app.db)).stock;
      void reply.header('cache-control', 'private, no-store');
      if (asksForPage(query)) {
        const { q, limit = ADMIN_PAGE_DEFAULT, offset = 0 } = query;
        const page = await findAdminProductPage(app.db, {
          q,
          lowStockLevel: low ? lowStockLevel : null,
          limit,
          offset,
        });
        return { ...page, lowStockLevel };
      }
      const { adminProducts } = await app.catalog.get();
      const products = low ? adminProducts.filter((p) => isLowOnStock(p, lowStockLevel)) : adminProducts;
      return { products, lowStockLevel };
    },
  );

  await app.register(async (forms) => {
    await forms.register(multipart, { limits: multipartLimits });
    const routes = forms.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/product/admin/products',
      { schema: { response: { 201: ProductMutationResponseSchema } } },
      async (request, reply) => {
        const product = await createProduct(app.db, requireUser(request), await readProductForm(request));
        return reply.status(201).send({ message: 'Product created successfully', product });
      },
    );

    routes.put(
      '/product/admin/products/:id',
      { schema: { params: ProductIdParamsSchema, response: { 200: ProductMutationResponseSchema } } },
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
    { schema: { params: ProductIdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteProduct(app.db, requireUser(request), request.params.id);
      return { message: messages.admin.deleted };
    },
  );
};
