import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import { ROLE_LABELS, type AssignableRole } from '@shop/shared/auth/staff-roles';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../components/failure-text';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { readStorage, storageKeys } from '../../../lib/storage';
import { PAGE_SIZES } from '../shell/admin-list-params';
import { makeAdmin } from './api/make-admin';
import { setUserRole } from './api/set-user-role';
import { useListControls, useTabData } from '../shell/use-admin-lists';
import { useCan } from '../shell/use-staff-permission';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { ListPager } from '../shell/list-pager';
import { UserRow } from './user-row';

function promotionFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.admin.genericError;
  if (error.status === 0) return messages.admin.serverNotResponding;
  if (error.status === 403) return messages.admin.promoteForbidden;
  return error.message || messages.admin.genericError;
}

const loadError = (error: Error) => <LoadFailure error={error} fallback={messages.admin.usersFetchFailed} />;

/**
 * The users tab: the count of every account and a page of them, newest first, searched by
 * username or e-mail on the server, each with their role; for the owner or an admin, promotion
 * for those whose role is user and a role select (not for the owner or themselves).
 */
export function UsersPanel() {
  const { list } = useTabData('users');
  const { params, term, setTerm, reload, goToPage } = useListControls();
  const [promoting, setPromoting] = useState<AdminUser | null>(null);
  const [changing, setChanging] = useState<{ user: AdminUser; role: AssignableRole } | null>(null);
  const mayManageStaff = useCan()('staff');
  const myId = useSessionUser()?._id;

  async function changeRole(user: AdminUser, role: AssignableRole) {
    setChanging(null);
    try {
      const { message } = await setUserRole(user._id, role);
      toast.success(message);
      reload();
    } catch (error) {
      toast.error(failureText(error, messages.staff.roleChangeFailed, 'said'));
    }
  }

  async function promote(id: string) {
    setPromoting(null);
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

  return (
    <div className="space-y-3">
      <SearchField
        label="Search users"
        placeholder="Search by username or e-mail"
        value={term}
        onChange={setTerm}
      />
      <Deferred resolve={list} loading={<Spinner label="Loading users…" />} error={loadError}>
        {({ count, total, users }) => (
          <>
            {(users.length > 0 || params.q !== '') && (
              <p aria-live="polite" className="font-semibold">
                {count} {count === 1 ? 'user' : 'users'}
                {params.q !== '' && `, ${total} matching "${params.q}"`}
              </p>
            )}
            {users.length === 0 ? (
              <p className="rounded-[12px] bg-nude p-6 text-center">{messages.admin.noUsers}</p>
            ) : (
              <ul className="divide-y divide-nude-deep overflow-hidden rounded-[12px] bg-white shadow-sm">
                {users.map((u) => (
                  <UserRow
                    key={u._id}
                    user={u}
                    mayPromote={mayManageStaff}
                    mayChangeRole={mayManageStaff && u.role !== 'owner' && u._id !== myId}
                    onPromote={() => setPromoting(u)}
                    onRoleChosen={(role) => setChanging({ user: u, role })}
                  />
                ))}
              </ul>
            )}
            <ListPager
              label="User pages"
              page={params.page}
              pageSize={PAGE_SIZES.users}
              total={total}
              onPage={goToPage}
            />
          </>
        )}
      </Deferred>
      {changing && (
        <ConfirmDialog
          title={messages.staff.confirmRole(changing.user.username, ROLE_LABELS[changing.role])}
          description={`${changing.user.email}. ${messages.staff.confirmRoleNote}`}
          confirmLabel={`Make ${ROLE_LABELS[changing.role]}`}
          onConfirm={() => void changeRole(changing.user, changing.role)}
          onCancel={() => setChanging(null)}
        />
      )}
      {promoting && (
        <ConfirmDialog
          title={messages.admin.confirmPromote(promoting.username)}
          description={`${promoting.email}. ${messages.admin.confirmPromoteNote}`}
          confirmLabel="Make admin"
          onConfirm={() => void promote(promoting._id)}
          onCancel={() => setPromoting(null)}
        />
      )}
    </div>
  );
}
