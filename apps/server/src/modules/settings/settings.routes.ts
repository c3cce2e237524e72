import { FEED_PATHS } from '@shop/shared/catalog/feed-paths';
import { shopOrigin } from '../../public-address/shop-origin.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentMethodsResponseSchema,
  SettingsResponseSchema,
  SettingsUpdateSchema,
} from '@shop/shared/settings/settings-schemas';
import { messages } from '@shop/shared/messages';
import { guard, requireAccess, requirePermission } from '../auth/auth-guards.ts';
import { configuredChannels } from './message-channels.ts';
import { getSettings, readShopSettings, updateSettings } from './settings.service.ts';

const mayEditShop = requirePermission('settings.shop');
const mayEditPayment = requirePermission('settings.payment', messages.staff.paymentSettings);

/**
 * The shopkeeper's settings (admin) and the shoppers' view of the payment part (public). A manager
 * reads them all and changes the delivery and stock parts; the payment part is the owner's and
 * admins' (decision 0036).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    { onRequest: guard(mayEditShop), schema: { response: { 200: SettingsResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const origin = shopOrigin(app.config);
      const feeds = { meta: origin + FEED_PATHS.meta, google: origin + FEED_PATHS.google };
      return { ...(await getSettings(app.db)), feeds, messageChannels: configuredChannels(app.config) };
    },
  );

  app.put(
    '/admin/settings',
    {
      // Before the body is read: a signed-out caller is told so, whatever it sent.
      onRequest: guard(mayEditShop),
      schema: { body: SettingsUpdateSchema, response: { 200: SettingsResponseSchema } },
    },
    async (request) => {
      const admin = requireAccess(request, request.body.payment ? mayEditPayment : mayEditShop);
      return updateSettings(app.db, admin, request.body, configuredChannels(app.config));
    },
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
