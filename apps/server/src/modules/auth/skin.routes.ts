import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SkinProfileAnswerSchema, SkinProfileSchema } from '@shop/shared/products/skin-schemas';
import { requireUser, signedInOnly } from './auth-guards.ts';
import { mySkin, replaceMySkin } from './skin.service.ts';

/** The account's "My skin": the shopper's skin type and concerns, read and replaced whole. */
export const skinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/skin',
    { onRequest: signedInOnly, schema: { response: { 200: SkinProfileAnswerSchema } } },
    (request) => mySkin(app.db, requireUser(request).id),
  );

  app.put(
    '/auth/skin',
    {
      // Checked before the body is validated, so a signed-out caller hears 401, not a field error.
      onRequest: signedInOnly,
      schema: { body: SkinProfileSchema, response: { 200: SkinProfileAnswerSchema } },
    },
    (request) => replaceMySkin(app.db, requireUser(request).id, request.body),
  );
};
