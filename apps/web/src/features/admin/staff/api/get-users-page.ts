import { AdminUsersPageResponseSchema } from '@shop/shared/admin/admin-list-schemas';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { AnswerError, api, type AnswerCheck } from '../../../../lib/api-client';

export type UsersPage = { count: number; total: number; users: AdminUser[] };
type UsersAnswer = { count: number; users: AdminUser[]; total?: number };

/** The schema's check, after the product description's own words for an empty answer and a users field that is no list. */
const usersAnswer: AnswerCheck<UsersAnswer> = {
  safeParse(data) {
    if (!data) throw new AnswerError(messages.admin.noData);
    if (!Array.isArray((data as { users?: unknown }).users))
      throw new AnswerError(messages.admin.usersNotArray);
    return AdminUsersPageResponseSchema.safeParse(data);
  },
};

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
  const {
    count,
    users,
    total = users.length,
  } = await api(`/auth/users/count?${params}`, {
    answer: usersAnswer,
  });
  return { count, total, users };
}
