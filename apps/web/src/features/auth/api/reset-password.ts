import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/reset-password: the reset token sets a new password. */
export const resetPassword = (resetToken: string, newPassword: string) =>
  api('/auth/reset-password', {
    method: 'POST',
    body: { resetToken, newPassword },
    auth: false,
    answer: MessageResponseSchema,
  });
