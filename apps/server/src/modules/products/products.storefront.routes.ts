import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductListResponseSchema } from '@shop/shared/catalog/product-schemas';
import {
  HomeResponseSchema,
  TopRatedForSkinQuerySchema,
  TopRatedForSkinResponseSchema,
} from '@shop/shared/catalog/storefront-schemas';
import { messages } from '@shop/shared/messages';
import { notFound } from '../../http-error.ts';
import { CATALOG_ROUTE, sendCatalog } from '../catalog/catalog-reply.ts';
import { homeProducts, similarProducts, topRatedForSkin } from './storefront-picks.ts';

/** The storefront's small reads: exactly what the home page and a product page show. */
export const productStorefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/home',
    { ...CATALOG_ROUTE, schema: { response: { 200: HomeResponseSchema } } },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      return sendCatalog(request, reply, snapshot, () => homeProducts(snapshot.products, snapshot.topRated));
    },
  );

  // The home page's personal row, asked for after first paint with the shopper's own skin (from her
  // account or, for a guest, the browser): the same answer for everyone with that skin, so cached.
  app.get(
    '/product/top-rated',
    {
      ...CATALOG_ROUTE,
      schema: {
        querystring: TopRatedForSkinQuerySchema,
        response: { 200: TopRatedForSkinResponseSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      const skin = { skinType: request.query.skinType ?? null, concerns: request.query.concerns ?? [] };
      return sendCatalog(request, reply, snapshot, () => ({
        products: topRatedForSkin(snapshot.topRated, skin),
      }));
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
