import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import {
  OrderReturnsQuerySchema,
  OrderReturnsResponseSchema,
  ReturnPhotoResponseSchema,
  ReturnRequestSchema,
  ReturnResponseSchema,
} from '@shop/shared/returns/return-schemas';
import { shopUrlOf } from '../orders/order-links.ts';
import { orderReturns } from './order-returns.ts';
import { uploadReturnPhoto } from './return-photos.ts';
import { requestReturn } from './request-return.ts';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from '../images/photo-upload-form.ts';

/**
 * The shopper's side of returns (decision 52): POST /order/orders/{id}/returns asks one, GET lists
 * the order's with the window and what may be returned. The order's signed-in owner, or a guest
 * with the order page's token (`viewToken` in the body, `token` in the query); anyone else 404.
 * POST /order/orders/{id}/return-photos takes one photo (multipart, the file `photo`) first.
 */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/orders/:id/returns',
    {
      schema: { params: IdParamsSchema, body: ReturnRequestSchema, response: { 201: ReturnResponseSchema } },
    },
    async (request, reply) => {
      const mail = { shopName: app.config.SHOP_NAME, shopUrl: shopUrlOf(app.config) };
      const made = await requestReturn(app.db, mail, request.params.id, request.body, request.user);
      return reply.status(201).send({ return: made });
    },
  );

  app.get(
    '/order/orders/:id/returns',
    {
      schema: {
        params: IdParamsSchema,
        querystring: OrderReturnsQuerySchema,
        response: { 200: OrderReturnsResponseSchema },
      },
    },
    async (request) => orderReturns(app.db, request.params.id, request.user, request.query.token),
  );

  await app.register(async (upload) => {
    await upload.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/order/orders/:id/return-photos',
      {
        schema: {
          params: IdParamsSchema,
          querystring: OrderReturnsQuerySchema,
          response: { 201: ReturnPhotoResponseSchema },
        },
      },
      async (request, reply) => {
        const file = await readPhotoUpload(request);
        const photo = await uploadReturnPhoto(
          app.db,
          request.params.id,
          file,
          request.user,
          request.query.token,
        );
        return reply.status(201).send({ photo });
      },
    );
  });
};
