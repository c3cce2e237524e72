import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushEndpointSchema,
  PushKeyResponseSchema,
  PushSubscribeBodySchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeBodySchema,
} from '@shop/shared/push-alerts/push-subscription-schemas';
import { z } from 'zod';
import { adminOnly, requireAdmin } from '../auth/auth-guards.ts';
import { ownSubscription, subscribeDevice, unsubscribeDevice } from './push-subscriptions.service.ts';
import { vapidKeys } from './vapid-keys.ts';

/**
 * A staff member's alerts on their own device (docs/decisions/0050-push-alerts.md). Any staff role
 * may ask; which events it may turn on is its role's (the service checks, and the sender again).
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/push-subscriptions/key',
    { onRequest: adminOnly, schema: { response: { 200: PushKeyResponseSchema } } },
    async () => ({ publicKey: (await vapidKeys(app.db)).publicKey }),
  );

  app.get(
    '/admin/push-subscriptions',
    {
      onRequest: adminOnly,
      schema: {
        querystring: z.object({ endpoint: PushEndpointSchema }),
        response: { 200: PushSubscriptionResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ownSubscription(app.db, requireAdmin(request).id, request.query.endpoint);
    },
  );

  app.post(
    '/admin/push-subscriptions',
    {
      onRequest: adminOnly,
      schema: { body: PushSubscribeBodySchema, response: { 200: PushSubscriptionResponseSchema } },
    },
    async (request) => subscribeDevice(app.db, requireAdmin(request), request.body),
  );

  app.delete(
    '/admin/push-subscriptions',
    { onRequest: adminOnly, schema: { body: PushUnsubscribeBodySchema } },
    async (request, reply) => {
      await unsubscribeDevice(app.db, requireAdmin(request), request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
