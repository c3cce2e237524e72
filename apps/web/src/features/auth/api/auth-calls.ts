import type { LoginBody, MessageResponse, RegisterBody } from '@shop/shared/auth/auth-schemas';
import type { SessionUser } from '@shop/shared/auth/session-user';
import { api } from '../../../lib/api-client';

// The sign-in, sign-up and sign-out calls of spec section 7 (/auth rows).

export const login = (body: LoginBody) =>
  api<SessionUser>('/auth/login', { method: 'POST', body, auth: false });

export const register = (body: RegisterBody) =>
  api<SessionUser>('/auth/register', { method: 'POST', body, auth: false });

export const logout = () => api<MessageResponse>('/auth/logout', { method: 'POST' });
