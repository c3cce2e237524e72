import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SkinProfileAnswerSchema, SkinProfileSchema } from '@shop/shared/products/skin-schemas';
import { requireUser, signedInOnly } from './auth-guards.ts';
import { readSkin, saveSkin } from './skin.repository.ts';

/** The account's "My skin": the shopper's skin type and concerns, read and replaced whole. */
export const skinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/skin',
    { preValidation: signedInOnly, schema: { response: { 200: SkinProfileAnswerSchema } } },
    (request) => readSkin(app.db, requireUser(request).id),
  );

  app.put(
    '/auth/skin',
    {
      // Checked before the body is validated, so a signed-out caller hears 401, not a field error.
      preValidation: signedInOnly,
      schema: { body: SkinProfileSchema, response: { 200: SkinProfileAnswerSchema } },
    },
    (request) => saveSkin(app.db, requireUser(request).id, request.body),
  );
};
