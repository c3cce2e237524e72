import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import {
  ForgotBodySchema,
  ResetPasswordBodySchema,
  VerifyCodeBodySchema,
  VerifyCodeResponseSchema,
} from '@shop/shared/auth/reset-schemas';
import { messages } from '@shop/shared/messages';
import { resetPassword, sendResetCode, verifyResetCode } from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = { schema: { body: ForgotBodySchema, response: { 200: MessageResponseSchema } } };
  const handler = async (request: { body: { email: string }; ip: string }) => {
    await sendResetCode(app, request.body.email, request.ip);
    return { message: messages.auth.resetCodeSent };
  };
  app.post('/auth/forgot', send, handler);
  // The same call again: the per-e-mail hourly limit is its throttle; both count as sending per address.
  app.post('/auth/resend-code', send, handler);

  app.post(
    '/auth/verify-code',
    { schema: { body: VerifyCodeBodySchema, response: { 200: VerifyCodeResponseSchema } } },
    async (request) => ({
      message: messages.auth.correctOtp,
      resetToken: await verifyResetCode(app, request.body.email, request.body.code, request.ip),
    }),
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await resetPassword(app, request.body.resetToken, request.body.newPassword, request.ip);
      return { message: messages.auth.passwordChanged };
    },
  );
};
