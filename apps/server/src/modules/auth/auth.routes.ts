import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthUserResponseSchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterBodySchema,
  UpdatePasswordBodySchema,
  UpdatePasswordFailureSchema,
  UpdatePasswordResponseSchema,
} from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { HttpError } from '../../http-error.ts';
import { requireUser, signedInOnly } from './auth-guards.ts';
import { deleteAccount, updatePassword } from './account.service.ts';
import { login, logout, register, whoAmI } from './auth.service.ts';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config };

  app.post(
    '/auth/register',
    { schema: { body: RegisterBodySchema, response: { 201: AuthUserResponseSchema } } },
    async (request, reply) => reply.status(201).send(await register(deps, request.body, request.ip)),
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginBodySchema, response: { 200: AuthUserResponseSchema } } },
    async (request, reply) => {
      const cookie = await readDeviceCookie(app.db, request.headers.cookie);
      const { user, device } = await login(deps, request.body, request.ip, cookie);
      // This browser's device cookie: its next sign-in to this account takes the trusted lane.
      reply.header('set-cookie', await deviceCookieHeader(app.db, device, request.protocol === 'https'));
      return user;
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: signedInOnly, schema: { response: { 200: MessageResponseSchema } } },
    async (request) => {
      await logout(app.db, requireUser(request));
      return { message: messages.auth.loggedOut };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: signedInOnly, schema: { response: { 200: MeResponseSchema } } },
    async (request) => whoAmI(requireUser(request)),
  );

  app.put(
    '/auth/update-password',
    {
      // Checked before the body is validated, so a signed-out caller hears 401, not a field error.
      onRequest: signedInOnly,
      schema: {
        body: UpdatePasswordBodySchema,
        response: { 200: UpdatePasswordResponseSchema, 400: UpdatePasswordFailureSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      try {
        await updatePassword(app.db, user, request.body.currentPassword, request.body.newPassword);
      } catch (error) {
        // The account page reads `success` and `message` on failure too.
        if (error instanceof HttpError && error.statusCode === 400) {
          return reply.status(400).send({ success: false, message: error.message });
        }
        throw error;
      }
      return { success: true, message: messages.auth.passwordUpdated };
    },
  );

  app.delete(
    '/auth/account',
    {
      onRequest: signedInOnly,
      schema: { body: DeleteAccountBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await deleteAccount(app.db, requireUser(request), request.body.password);
      return { message: messages.auth.accountDeleted };
    },
  );
};
