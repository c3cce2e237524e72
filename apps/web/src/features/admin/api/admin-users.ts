import type { MessageResponse, UsersCountResponse } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../lib/api-client';

/** GET /auth/users/count: `count` and `users`; the tab checks the shape itself. */
export const getUsers = () => api<Partial<UsersCountResponse> | undefined>('/auth/users/count');

/** PUT /auth/make-admin/{id} with an empty JSON body. */
export const makeAdmin = (id: string) =>
  api<MessageResponse>(`/auth/make-admin/${encodeURIComponent(id)}`, { method: 'PUT', body: {} });
