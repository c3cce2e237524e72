import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProfileSchema,
  UpdateProfileBodySchema,
  UpdateProfileResponseSchema,
} from '@shop/shared/auth/profile-schemas';
import { messages } from '@shop/shared/messages';
import { requireUser, signedInOnly } from './auth-guards.ts';
import { readProfile, updateProfile } from './profile.service.ts';

/** The account tab's details: names, phone and e-mail. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/profile',
    { onRequest: signedInOnly, schema: { response: { 200: ProfileSchema } } },
    (request) => readProfile(app.db, requireUser(request)),
  );

  app.put(
    '/auth/profile',
    {
      // Checked before the body is validated, so a signed-out caller hears 401, not a field error.
      onRequest: signedInOnly,
      schema: { body: UpdateProfileBodySchema, response: { 200: UpdateProfileResponseSchema } },
    },
    async (request) => {
      const profile = await updateProfile(app.db, requireUser(request), request.body);
      return { message: messages.auth.profileUpdated, profile };
    },
  );
};
