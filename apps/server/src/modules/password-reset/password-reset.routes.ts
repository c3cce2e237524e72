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
  const handler = async (request: { body: { email: string } }) => {
    await sendResetCode(app, request.body.email);
    return { message: messages.auth.resetCodeSent };
  };
  app.post('/auth/forgot', send, handler);
  // The same call again: the per-address hourly limit is its throttle.
  app.post('/auth/resend-code', send, handler);

  app.post(
    '/auth/verify-code',
    { schema: { body: VerifyCodeBodySchema, response: { 200: VerifyCodeResponseSchema } } },
    async (request) => ({
      message: messages.auth.correctOtp,
      resetToken: await verifyResetCode(app, request.body.email, request.body.code),
    }),
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await resetPassword(app, request.body.resetToken, request.body.newPassword);
      return { message: messages.auth.passwordChanged };
    },
  );
};
