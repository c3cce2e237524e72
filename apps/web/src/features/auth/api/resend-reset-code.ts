import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/resend-code: the same as /auth/forgot, asked again from the code's page. */
export const resendResetCode = (email: string) =>
  api('/auth/resend-code', { method: 'POST', body: { email }, auth: false, answer: MessageResponseSchema });
