import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { readStorage, storageKeys } from '../../../lib/storage';
import { PAGE_SIZES } from '../admin-list-params';
import { makeAdmin } from '../api/make-admin';
import { useListControls, useTabData } from '../use-admin-lists';
import { ConfirmDialog } from './confirm-dialog';
import { ListPager } from './list-pager';
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
 * username or e-mail on the server; promotion for those whose role is user.
 */
export function UsersPanel() {
  const { list } = useTabData('users');
  const { params, term, setTerm, reload, goToPage } = useListControls();
  const [promoting, setPromoting] = useState<AdminUser | null>(null);

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
                  <UserRow key={u._id} user={u} onPromote={() => setPromoting(u)} />
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
