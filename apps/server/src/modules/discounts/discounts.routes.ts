import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscountCreateSchema,
  DiscountDeleteResponseSchema,
  DiscountListResponseSchema,
  DiscountResponseSchema,
  DiscountUpdateSchema,
} from '@shop/shared/discounts/discount-schemas';
import { messages } from '@shop/shared/messages';
import { notFound } from '../../http-error.ts';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { changeDiscount, createDiscount, getDiscounts, removeDiscount } from './discounts.service.ts';

const Params = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be a code's is simply no code (404), never a database error. */
const discountId = (id: string) => {
  if (!UUID.test(id)) throw notFound(messages.discounts.notFound);
  return id;
};

/** The admin's discount codes. */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The role is checked first, before the body is read.
  const onRequest = guard(requirePermission('discounts'));
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/discounts',
    { onRequest, schema: { response: { 200: DiscountListResponseSchema } } },
    async () => ({
      discounts: await getDiscounts(app.db),
    }),
  );

  app.post(
    '/admin/discounts',
    { onRequest, schema: { body: DiscountCreateSchema, response: { 201: DiscountResponseSchema } } },
    async (request, reply) => {
      const discount = await createDiscount(app.db, requireUser(request), request.body);
      return reply.code(201).send({ discount });
    },
  );

  app.put(
    '/admin/discounts/:id',
    {
      onRequest,
      schema: { params: Params, body: DiscountUpdateSchema, response: { 200: DiscountResponseSchema } },
    },
    async (request) => ({
      discount: await changeDiscount(
        app.db,
        requireUser(request),
        discountId(request.params.id),
        request.body,
      ),
    }),
  );

  app.delete(
    '/admin/discounts/:id',
    { onRequest, schema: { params: Params, response: { 200: DiscountDeleteResponseSchema } } },
    async (request) => removeDiscount(app.db, requireUser(request), discountId(request.params.id)),
  );
};
