import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { readStorage, storageKeys } from '../../../lib/storage';
import { getUsers, makeAdmin } from '../api/admin-users';
import { useAdminList } from '../use-admin-list';

/** The answer must hold a users array. */
async function loadUsers(): Promise<{ count: number; users: AdminUser[] }> {
  const data = await getUsers();
  if (!data) throw new Error(messages.admin.noData);
  if (!Array.isArray(data.users)) throw new Error(messages.admin.usersNotArray);
  return { count: data.count ?? data.users.length, users: data.users };
}

function promotionFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.admin.genericError;
  if (error.status === 0) return messages.admin.serverNotResponding;
  if (error.status === 403) return messages.admin.promoteForbidden;
  return error.message || messages.admin.genericError;
}

/** The users tab: every account with the count; promotion for those whose role is user. */
export function UsersPanel() {
  const { state, reload } = useAdminList(loadUsers);

  async function promote(id: string) {
    if (!readStorage(storageKeys.token)) {
      toast.error(messages.admin.noToken);
      return;
    }
    try {
      await makeAdmin(id);
      toast.success(messages.admin.promoted);
      reload();
    } catch (error) {
      toast.error(promotionFailure(error));
    }
  }

  if (state.status === 'loading') return <Spinner label="Loading users…" />;
  if (state.status === 'error') {
    const text = state.error instanceof Error && state.error.message;
    return <p className="text-alert">{text || messages.admin.usersFetchFailed}</p>;
  }
  const { count, users } = state.data;
  if (users.length === 0)
    return <p className="rounded-[12px] bg-nude p-6 text-center">{messages.admin.noUsers}</p>;
  return (
    <div className="space-y-3">
      <p className="font-semibold">
        {count} {count === 1 ? 'user' : 'users'}
      </p>
      <ul className="divide-y divide-nude-deep overflow-hidden rounded-[12px] bg-white shadow-sm">
        {users.map((u) => (
          <li key={u._id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{u.username}</p>
              <p className="truncate text-sm text-plum/70">{u.email}</p>
            </div>
            <span
              className={`rounded-full px-3 py-1 text-xs font-semibold ${isAdminRole(u.role) ? 'bg-plum text-ivory' : 'bg-nude'}`}
            >
              {u.role}
            </span>
            {!isAdminRole(u.role) && (
              <button
                type="button"
                onClick={() => void promote(u._id)}
                aria-label={`Make ${u.username} an admin`}
                className="inline-flex items-center gap-2 rounded-full bg-rose px-4 py-2 text-sm font-semibold text-white hover:bg-rose-dark"
              >
                <ShieldCheck aria-hidden="true" className="size-4" /> Make admin
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
