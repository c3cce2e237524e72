import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductListResponseSchema } from '@shop/shared/catalog/product-schemas';
import { HomeResponseSchema } from '@shop/shared/catalog/storefront-schemas';
import { messages } from '@shop/shared/messages';
import { notFound } from '../../http-error.ts';
import { CATALOG_ROUTE, sendCatalog } from '../catalog/catalog-reply.ts';
import { homeProducts, similarProducts } from './storefront-picks.ts';

/** The storefront's small reads: exactly what the home page and a product page show. */
export const productStorefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/home',
    { ...CATALOG_ROUTE, schema: { response: { 200: HomeResponseSchema } } },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      return sendCatalog(request, reply, snapshot, () => homeProducts(snapshot.products));
    },
  );

  app.get(
    '/product/products/:id/similar',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      const product = snapshot.byProductId.get(request.params.id);
      if (!product) throw notFound(messages.catalog.productNotFound);
      // A new choice on every request: neither kept by the browser nor by the answer cache.
      reply.header('Cache-Control', 'no-store');
      return { products: similarProducts(snapshot.products, product) };
    },
  );
};
