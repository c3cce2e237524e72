import type { MessageResponse } from '@shop/shared/auth/auth-schemas';
import type { VerifyCodeResponse } from '@shop/shared/auth/reset-schemas';
import { api } from '../../../lib/api-client';

// Password reset by e-mail code: forgot → verify → new password.

export const sendResetCode = (email: string, again = false) =>
  api<MessageResponse>(again ? '/auth/resend-code' : '/auth/forgot', {
    method: 'POST',
    body: { email },
    auth: false,
  });

export const verifyResetCode = (email: string, code: string) =>
  api<VerifyCodeResponse>('/auth/verify-code', { method: 'POST', body: { email, code }, auth: false });

export const resetPassword = (resetToken: string, newPassword: string) =>
  api<MessageResponse>('/auth/reset-password', {
    method: 'POST',
    body: { resetToken, newPassword },
    auth: false,
  });
