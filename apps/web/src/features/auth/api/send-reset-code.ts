import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/forgot: e-mails a password-reset code (the same answer whether or not the address is known). */
export const sendResetCode = (email: string) =>
  api('/auth/forgot', { method: 'POST', body: { email }, auth: false, answer: MessageResponseSchema });
