import { ROLE_LABELS, type Role } from '@shop/shared/auth/staff-roles';
import type { DbOrTx } from '../../db/client.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';

const labelOf = (role: string) => ROLE_LABELS[role as Role] ?? role;

/**
 * A role change in the audit log (decision 37), in the transaction that made it: the product description's
 * promote and the users tab's role change alike.
 */
export async function recordRoleChange(
  tx: DbOrTx,
  actor: AuditActor,
  target: { id: string; username: string },
  from: string,
  to: string,
): Promise<void> {
  await recordChange(tx, {
    actor,
    kind: 'user.role',
    subject: { type: 'user', id: target.id },
    summary: `Changed ${target.username}'s role: ${labelOf(from)} → ${labelOf(to)}`,
    before: { role: from },
    after: { role: to },
  });
}
