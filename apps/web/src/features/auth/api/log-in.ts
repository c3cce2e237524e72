import { AuthUserResponseSchema, type LoginBody } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** POST /auth/login: the session user with a new token (sign-out is lib/session/use-logout.ts). */
export const logIn = (body: LoginBody) =>
  api('/auth/login', { method: 'POST', body, auth: false, answer: AuthUserResponseSchema });
