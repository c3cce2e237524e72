import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressBodySchema,
  AddressListResponseSchema,
  AddressParamsSchema,
  AddressResponseSchema,
} from '@shop/shared/auth/address-schemas';
import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { addAddress, changeAddress, listMyAddresses, removeAddress } from './addresses.service.ts';

/** The signed-in customer's address book; every id is looked up within the caller's own book. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the body is validated, so a signed-out caller hears 401, not a field error.
  const onRequest = signedInOnly;

  app.get(
    '/auth/addresses',
    { onRequest, schema: { response: { 200: AddressListResponseSchema } } },
    async (request) => ({ addresses: await listMyAddresses(app.db, requireUser(request).id) }),
  );

  app.post(
    '/auth/addresses',
    { onRequest, schema: { body: AddressBodySchema, response: { 201: AddressResponseSchema } } },
    async (request, reply) => {
      const address = await addAddress(app.db, requireUser(request).id, request.body);
      return reply.status(201).send({ message: messages.auth.addressSaved, address });
    },
  );

  app.put(
    '/auth/addresses/:id',
    {
      onRequest,
      schema: {
        params: AddressParamsSchema,
        body: AddressBodySchema,
        response: { 200: AddressResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const address = await changeAddress(app.db, user.id, request.params.id, request.body);
      return { message: messages.auth.addressUpdated, address };
    },
  );

  app.delete(
    '/auth/addresses/:id',
    { onRequest, schema: { params: AddressParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await removeAddress(app.db, requireUser(request).id, request.params.id);
      return { message: messages.auth.addressDeleted };
    },
  );
};
