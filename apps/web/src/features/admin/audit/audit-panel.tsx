import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@shop/shared/admin/audit-schemas';
import { messages } from '@shop/shared/messages';
import { SelectField } from '../../../components/form/select-field';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { PAGE_SIZES } from '../shell/admin-list-params';
import { useListControls, useTabData } from '../shell/use-admin-lists';
import { AuditEntryCard } from './audit-entry-card';
import { ListPager } from '../shell/list-pager';

/**
 * The audit tab (decision 37): every staff change, newest first, a page at a time, filtered by
 * person and by kind of change. Read only, as the log is.
 */
export function AuditPanel() {
  const { list } = useTabData('audit');
  const { params, shown, change, goToPage } = useListControls();
  return (
    <Deferred
      resolve={list}
      loading={<Spinner label="Loading the audit log…" />}
      error={(error) => <LoadFailure error={error} fallback={messages.somethingWentWrong} words="page" />}
    >
      {({ entries, total, actors }) => (
        <div className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Person"
              value={shown.actor}
              onChange={(e) => change({ actor: e.target.value })}
            >
              <option value="">Everyone</option>
              {actors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Kind of change"
              value={shown.kind}
              onChange={(e) => change({ kind: e.target.value as AuditKind | '' })}
            >
              <option value="">All changes</option>
              {AUDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {AUDIT_KIND_LABELS[kind]}
                </option>
              ))}
            </SelectField>
          </div>
          {entries.length === 0 ? (
            <p className="rounded-[12px] bg-nude p-6 text-center">No changes recorded yet.</p>
          ) : (
            <ol className="space-y-3" aria-label="Changes, newest first">
              {entries.map((entry) => (
                <AuditEntryCard key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          <ListPager
            label="Audit log pages"
            page={params.page}
            pageSize={PAGE_SIZES.audit}
            total={total}
            onPage={goToPage}
          />
        </div>
      )}
    </Deferred>
  );
}
