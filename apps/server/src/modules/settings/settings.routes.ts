import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentMethodsResponseSchema,
  SettingsResponseSchema,
  SettingsUpdateSchema,
} from '@shop/shared/settings/settings-schemas';
import { adminOnly, requireAdmin } from '../auth/auth-guards.ts';
import { getSettings, readShopSettings, updateSettings } from './settings.service.ts';

/** The shopkeeper's settings (admin) and the shoppers' view of the payment part (public). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    { onRequest: adminOnly, schema: { response: { 200: SettingsResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getSettings(app.db);
    },
  );

  app.put(
    '/admin/settings',
    {
      // Before the body is read: a signed-out caller is told so, whatever it sent.
      onRequest: adminOnly,
      schema: { body: SettingsUpdateSchema, response: { 200: SettingsResponseSchema } },
    },
    async (request) => updateSettings(app.db, requireAdmin(request), request.body),
  );

  app.get(
    '/shop/payment-methods',
    { schema: { response: { 200: PaymentMethodsResponseSchema } } },
    async (_request, reply) => {
      // A setting changed in the admin holds at the next checkout: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      const { payment } = await readShopSettings(app.db);
      return { channels: payment.channels, payOnDelivery: payment.payOnDelivery };
    },
  );
};
