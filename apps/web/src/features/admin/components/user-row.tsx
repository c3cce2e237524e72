import { ShieldCheck } from 'lucide-react';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import { isAdminRole } from '@shop/shared/auth/session-user';

/** One account of the users tab: name, e-mail, role, and promotion unless already an admin. */
export function UserRow({ user, onPromote }: { user: AdminUser; onPromote: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{user.username}</p>
        <p className="truncate text-sm text-plum/70">{user.email}</p>
      </div>
      <span
        className={`rounded-full px-3 py-1 text-xs font-semibold ${isAdminRole(user.role) ? 'bg-plum text-ivory' : 'bg-nude'}`}
      >
        {user.role}
      </span>
      {!isAdminRole(user.role) && (
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
