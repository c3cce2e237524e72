import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { ASSIGNABLE_ROLES, ROLE_LABELS, isRole, type AssignableRole } from '@shop/shared/auth/staff-roles';
import { messages } from '@shop/shared/messages';

type Props = {
  user: AdminUser;
  /** Whether the viewer (the owner or an admin) may change this person's role. */
  mayChangeRole: boolean;
  /** Whether the viewer may promote (the product description's 'Make admin'). */
  mayPromote: boolean;
  onPromote: () => void;
  onRoleChosen: (role: AssignableRole) => void;
};

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/**
 * One account of the users tab: name, e-mail and role; for the owner or an admin, a select to give
 * another role (asked again in a dialog) and the product description's promotion for a customer.
 */
export function UserRow({ user, mayChangeRole, mayPromote, onPromote, onRoleChosen }: Props) {
  const selectId = useId();
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      {/* At least 12rem for the name, so on a phone the role controls wrap below it instead of
          covering it; a long name without spaces breaks inside its box. */}
      <div className="min-w-48 flex-1">
        <p className="font-semibold [overflow-wrap:anywhere]">{user.username}</p>
        <p className="truncate text-sm text-plum/70">{user.email}</p>
      </div>
      {mayChangeRole ? (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {messages.staff.roleLabel(user.username)}
          </label>
          <select
            id={selectId}
            // The row shows the stored role until the dialog's answer and the reload.
            value={user.role}
            onChange={(e) => onRoleChosen(e.target.value as AssignableRole)}
            className="rounded-full border border-field bg-white px-3 py-2 text-sm font-semibold"
          >
            {!isRole(user.role) && <option value={user.role}>{user.role}</option>}
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${isAdminRole(user.role) ? 'bg-plum text-ivory' : 'bg-nude'}`}
        >
          {roleLabel(user.role)}
        </span>
      )}
      {mayPromote && !isAdminRole(user.role) && (
        <button
          type="button"
          onClick={onPromote}
          aria-label={`Make ${user.username} an admin`}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-rose px-4 py-2 text-sm font-semibold text-white hover:bg-rose-dark"
        >
          <ShieldCheck aria-hidden="true" className="size-4" /> Make admin
        </button>
      )}
    </li>
  );
}
