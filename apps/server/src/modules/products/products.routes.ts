import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
} from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { notFound } from '../../http-error.ts';
import { CATALOG_ROUTE, sendCatalog } from '../catalog/catalog-reply.ts';
import { listProducts } from './products.service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/products',
    {
      ...CATALOG_ROUTE,
      schema: { querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } },
    },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      return sendCatalog(request, reply, snapshot, () => listProducts(snapshot.products, request.query));
    },
  );

  app.get(
    '/product/products/:id',
    {
      ...CATALOG_ROUTE,
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: ProductResponseSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      const product = snapshot.byProductId.get(request.params.id);
      if (!product) throw notFound(messages.catalog.productNotFound);
      return sendCatalog(request, reply, snapshot, () => ({ product }));
    },
  );
};
