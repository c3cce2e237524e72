import { ADMIN_PAGE_DEFAULT, asksForPage, type AdminPageQuery } from '@shop/shared/admin/admin-list-schemas';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import { isAdminRole } from '@shop/shared/auth/session-user';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { findUserName } from './user-name.repository.ts';
import { recordRoleChange } from './users.audit.ts';
import { findUserRole, findUsersPage, listUsers, promoteUser } from './users.repository.ts';

export const USER_NOT_FOUND = 'User not found';

/** The users tab: every account as always, or, when `q`, `limit` or `offset` is asked, a page and `total`. */
export async function listAccounts(db: Database, query: AdminPageQuery) {
  if (!asksForPage(query)) return listUsers(db);
  const { q, limit = ADMIN_PAGE_DEFAULT, offset = 0 } = query;
  return findUsersPage(db, { q, limit, offset });
}

const ALREADY_ADMIN = 'This user is already an admin';

/**
 * Promotion is user → admin only; anything else is refused with a reason. The promotion and its
 * audit entry (the actor: the signed-in staff member) are written together.
 */
export async function makeAdmin(db: Database, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const promoted = await db.transaction(async (tx) => {
    if (!(await promoteUser(tx, id))) return false;
    const target = (await findUserName(tx, id))!;
    await recordRoleChange(tx, actor, { id, ...target }, 'user', 'admin');
    return true;
  });
  if (promoted) return;
  const role = await findUserRole(db, id);
  if (role === undefined) throw notFound(USER_NOT_FOUND);
  if (isAdminRole(role)) throw conflict(ALREADY_ADMIN);
}
