import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { koboToNaira } from '@shop/shared/money';
import { StoreCreditResponseSchema } from '@shop/shared/returns/return-schemas';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { storeCreditBalanceKobo } from './store-credit.service.ts';

/** GET /order/store-credit (an added endpoint): the signed-in customer's balance, for her dashboard. */
export const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/store-credit',
    { onRequest: signedInOnly, schema: { response: { 200: StoreCreditResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { balance: koboToNaira(await storeCreditBalanceKobo(app.db, user.id)) };
    },
  );
};
