import type { LoginBody, RegisterBody } from '@shop/shared/auth/auth-schemas';
import type { SessionUser } from '@shop/shared/auth/session-user';
import { api } from '../../../lib/api-client';

// The sign-in and sign-up calls (POST /auth/login, /auth/register); sign-out is lib/session/use-logout.ts.

export const login = (body: LoginBody) =>
  api<SessionUser>('/auth/login', { method: 'POST', body, auth: false });

export const register = (body: RegisterBody) =>
  api<SessionUser>('/auth/register', { method: 'POST', body, auth: false });
