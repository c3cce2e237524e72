import { AuthUserResponseSchema, type RegisterBody } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/register: a new customer account, signed in (the session user with its token). */
export const registerAccount = (body: RegisterBody) =>
  api('/auth/register', { method: 'POST', body, auth: false, answer: AuthUserResponseSchema });
