import type { AdminUser, MessageResponse } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { api } from '../../../lib/api-client';

export type UsersPage = { count: number; total: number; users: AdminUser[] };

/**
 * GET /auth/users/count?q=&limit=&offset=: `count` (every account), one page of `users`, newest
 * first, and `total` (the accounts matching `q`). The answer must hold a users array (spec
 * sections 5 and 8).
 */
export async function getUsersPage(query: { q: string; limit: number; offset: number }): Promise<UsersPage> {
  const params = new URLSearchParams({
    q: query.q,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  const data = await api<{ count?: number; total?: number; users?: AdminUser[] } | undefined>(
    `/auth/users/count?${params}`,
  );
  if (!data) throw new Error(messages.admin.noData);
  if (!Array.isArray(data.users)) throw new Error(messages.admin.usersNotArray);
  const total = data.total ?? data.users.length;
  return { count: data.count ?? total, total, users: data.users };
}

/** PUT /auth/make-admin/{id} with an empty JSON body. */
export const makeAdmin = (id: string) =>
  api<MessageResponse>(`/auth/make-admin/${encodeURIComponent(id)}`, { method: 'PUT', body: {} });
