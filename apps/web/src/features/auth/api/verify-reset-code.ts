import { VerifyCodeResponseSchema } from '@shop/shared/auth/reset-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/verify-code: a right code buys a short-lived reset token. */
export const verifyResetCode = (email: string, code: string) =>
  api('/auth/verify-code', {
    method: 'POST',
    body: { email, code },
    auth: false,
    answer: VerifyCodeResponseSchema,
  });
