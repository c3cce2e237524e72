import { isUuid } from '@shop/shared/admin/admin-schemas';
import { isAdminRole } from '@shop/shared/auth/session-user';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { findUserRole, promoteUser } from './users.repository.ts';

export const USER_NOT_FOUND = 'User not found';
export const ALREADY_ADMIN = 'This user is already an admin';

/** Promotion is user → admin only; anything else is refused with a reason. */
export async function makeAdmin(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  if (await promoteUser(db, id)) return;
  const role = await findUserRole(db, id);
  if (role === undefined) throw notFound(USER_NOT_FOUND);
  if (isAdminRole(role)) throw conflict(ALREADY_ADMIN);
}
