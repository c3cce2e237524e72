import { isUuid, type AdminUser } from '@shop/shared/admin/admin-schemas';
import {
  ASSIGNABLE_ROLES,
  ROLE_LABELS,
  roleChangeRefusal,
  type AssignableRole,
  type RoleChangeRefusal,
} from '@shop/shared/auth/staff-roles';
import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { recordRoleChange } from './users.audit.ts';
import { findUserForRoleChange, setUserRole } from './users.repository.ts';
import { USER_NOT_FOUND } from './users.service.ts';

const REFUSALS: Record<RoleChangeRefusal, string> = {
  staff: messages.staff.roleForbidden,
  own: messages.staff.ownRole,
  owner: messages.staff.ownerRole,
  makeOwner: messages.staff.makeOwner,
};

const isAssignable = (role: string): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);

/**
 * Gives a person a role (decision 0036): only known roles, never `owner`; nobody changes their own
 * role or the owner's. The person's row is locked while it is read and changed, so two staff
 * changing one role at once leave one answer, each checked against the role it replaced.
 */
export async function changeUserRole(
  db: Database,
  actor: SessionUserRow,
  id: string,
  role: string,
): Promise<{ message: string; user: AdminUser }> {
  if (role === 'owner') throw forbidden(messages.staff.makeOwner);
  if (!isAssignable(role)) throw badRequest(messages.staff.unknownRole, 'role');
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const target = await findUserForRoleChange(tx, id);
    if (!target) throw notFound(USER_NOT_FOUND);
    const refusal = roleChangeRefusal(actor, { id: target._id, role: target.role }, role);
    if (refusal) throw forbidden(REFUSALS[refusal]);
    const user = await setUserRole(tx, id, role);
    // The audit entry (decision 37), in this transaction: no role changes without its record.
    if (target.role !== role)
      await recordRoleChange(tx, actor, { id, username: user.username }, target.role, role);
    return { message: messages.staff.roleChanged(user.username, ROLE_LABELS[role]), user };
  });
}
