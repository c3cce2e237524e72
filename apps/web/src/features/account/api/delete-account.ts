import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** DELETE /auth/account: the account goes, its password confirming it; its orders stay with the shop. */
export const deleteAccount = (password: string) =>
  api('/auth/account', { method: 'DELETE', body: { password }, answer: MessageResponseSchema });
