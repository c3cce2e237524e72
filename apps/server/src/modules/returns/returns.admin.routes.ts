import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shop/shared/admin/admin-schemas';
import type { Permission } from '@shop/shared/auth/staff-roles';
import {
  AdminReturnsQuerySchema,
  ReturnActionSchema,
  ReturnResponseSchema,
  ReturnsResponseSchema,
  type ReturnAction,
} from '@shop/shared/returns/return-schemas';
import { guard, requireAccess, requirePermission } from '../auth/auth-guards.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import { closeReturn } from './close-return.ts';
import { stepReturn } from './return-steps.ts';
import { listReturns, returnById } from './returns.admin.service.ts';

/**
 * Who may take each step (decision 52): deciding is changing an order's course (orders.status),
 * receiving the parcel is fulfilment's (orders.ship), closing moves money or stock (orders.refund).
 */
const STEP_PERMISSION: Record<ReturnAction['action'], Permission> = {
  approve: 'orders.status',
  refuse: 'orders.status',
  receive: 'orders.ship',
  close: 'orders.refund',
};

/** GET /admin/returns (by status), GET and PATCH /admin/returns/{id}: staff's side of returns. */
export const returnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const mayRead = requirePermission('orders.read');
  const onRequest = guard(mayRead);

  app.get(
    '/admin/returns',
    { onRequest, schema: { querystring: AdminReturnsQuerySchema, response: { 200: ReturnsResponseSchema } } },
    async (request) => {
      return { data: await listReturns(app.db, request.query.status) };
    },
  );

  app.get(
    '/admin/returns/:id',
    { onRequest, schema: { params: IdParamsSchema, response: { 200: ReturnResponseSchema } } },
    async (request) => {
      return { return: await returnById(app.db, request.params.id) };
    },
  );

  app.patch(
    '/admin/returns/:id',
    {
      onRequest,
      schema: { params: IdParamsSchema, body: ReturnActionSchema, response: { 200: ReturnResponseSchema } },
    },
    async (request) => {
      const admin = requireAccess(request, requirePermission(STEP_PERMISSION[request.body.action]));
      const mail = { shopName: app.config.SHOP_NAME, shopUrl: shopUrlOf(app.config) };
      const body = request.body;
      const done =
        body.action === 'close'
          ? await closeReturn({ db: app.db, provider: app.payments, mail }, request.params.id, body, admin)
          : await stepReturn(app.db, mail, request.params.id, body.action, body.note, admin);
      return { return: done };
    },
  );
};
