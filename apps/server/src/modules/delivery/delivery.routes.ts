import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDeliveryOptionResponseSchema,
  AdminDeliveryOptionsResponseSchema,
  DeliveryOffersQuerySchema,
  DeliveryOffersResponseSchema,
  DeliveryOptionInputSchema,
} from '@shop/shared/delivery/delivery-options';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import {
  adminDeliveryOptions,
  changeDeliveryOption,
  createDeliveryOption,
  offerOf,
  offeredDeliveryOptions,
  removeDeliveryOption,
} from './delivery.service.ts';

const IdParams = z.object({ id: z.string().min(1).max(40) });

/** The delivery options: the shopper's for an address (public) and the shopkeeper's editor (admin). */
const mayEditDelivery = guard(requirePermission('delivery'));

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery-options',
    { schema: { querystring: DeliveryOffersQuerySchema, response: { 200: DeliveryOffersResponseSchema } } },
    async (request, reply) => {
      // Kept briefly by the browser: a cart changing its LGA back and forth asks once. An admin's
      // change reaches a shopper within the minute, and the checkout reads the table itself.
      void reply.header('cache-control', 'public, max-age=60');
      const { state, city } = request.query;
      return (await offeredDeliveryOptions(app.db, state, city)).map(offerOf);
    },
  );

  app.get(
    '/admin/delivery-options',
    { onRequest: mayEditDelivery, schema: { response: { 200: AdminDeliveryOptionsResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return adminDeliveryOptions(app.db);
    },
  );

  app.post(
    '/admin/delivery-options',
    {
      onRequest: mayEditDelivery,
      schema: { body: DeliveryOptionInputSchema, response: { 201: AdminDeliveryOptionResponseSchema } },
    },
    async (request, reply) => {
      void reply.code(201);
      return createDeliveryOption(app.db, requireUser(request), request.body);
    },
  );

  app.put(
    '/admin/delivery-options/:id',
    {
      onRequest: mayEditDelivery,
      schema: {
        params: IdParams,
        body: DeliveryOptionInputSchema,
        response: { 200: AdminDeliveryOptionResponseSchema },
      },
    },
    async (request) => changeDeliveryOption(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/delivery-options/:id',
    {
      onRequest: mayEditDelivery,
      schema: { params: IdParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => removeDeliveryOption(app.db, requireUser(request), request.params.id),
  );
};
