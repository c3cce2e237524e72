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
import { productPage } from '../catalog/product-picks.ts';
import { consumeLimit, MINUTE } from '../rate-limit/rate-limit.ts';
import { asksForPage, listProducts } from './products.service.ts';

/**
 * The whole list unpaged (the original contract, `GET /product/products` with at most a category)
 * is served from the catalogue's cache, compressed once per catalogue change; once it is large,
 * each address may have it sent this many times a minute, so a burst of callers without
 * compression cannot keep the shop's upload busy (docs/operating.md, "The catalogue's whole list").
 */
export const WHOLE_LIST_PER_MINUTE = 10;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/products',
    {
      ...CATALOG_ROUTE,
      schema: { querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } },
    },
    async (request, reply) => {
      const snapshot = await app.catalog.get();
      const limitWholeList = async () => {
        if (asksForPage(request.query)) return;
        await consumeLimit(
          app.db,
          { key: `catalog-whole-list:${request.ip}`, max: WHOLE_LIST_PER_MINUTE, windowMs: MINUTE },
          messages.catalog.wholeListTooOften,
        );
      };
      return sendCatalog(
        request,
        reply,
        snapshot,
        () => listProducts(snapshot, request.query),
        limitWholeList,
      );
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
      return sendCatalog(request, reply, snapshot, () => ({ product: productPage(snapshot, product) }));
    },
  );
};
