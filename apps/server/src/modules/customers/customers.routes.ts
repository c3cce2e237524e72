import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerDetailsSchema,
  CustomerNoteRequestSchema,
  CustomerNoteResponseSchema,
  CustomerParamsSchema,
  CustomersPageSchema,
  CustomersQuerySchema,
} from '@shop/shared/customers/customer-schemas';
import { guard, requirePermission, requireUser } from '../auth/auth-guards.ts';
import { addCustomerNote, customerDetails, listCustomers } from './customers.service.ts';

// The customers tab: whoever reads the orders reads the people who placed them, and may note on them.
const mayReadOrders = guard(requirePermission('orders.read'));

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers',
    {
      onRequest: mayReadOrders,
      schema: { querystring: CustomersQuerySchema, response: { 200: CustomersPageSchema } },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/admin/customers/:id',
    {
      onRequest: mayReadOrders,
      schema: { params: CustomerParamsSchema, response: { 200: CustomerDetailsSchema } },
    },
    async (request) => customerDetails(app.db, request.params.id),
  );

  app.post(
    '/admin/customers/:id/notes',
    {
      onRequest: mayReadOrders,
      schema: {
        params: CustomerParamsSchema,
        body: CustomerNoteRequestSchema,
        response: { 201: CustomerNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const note = await addCustomerNote(app.db, request.params.id, request.body.body, requireUser(request));
      return reply.status(201).send({ note });
    },
  );
};
