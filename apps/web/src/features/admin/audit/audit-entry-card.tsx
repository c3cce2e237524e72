import { AUDIT_KIND_LABELS, type AuditEntry } from '@shop/shared/admin/audit-schemas';
import { fieldChanges } from './audit-format';
import { shopDateTime } from '@shop/shared/dates/shop-time';

/** One entry: when (Lagos time), who, what, and each changed field before → after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  return (
    <li className="rounded-[12px] bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <time dateTime={entry.at} className="font-semibold">
          {shopDateTime(entry.at)}
        </time>
        <span className="rounded-full bg-nude px-3 py-0.5 text-xs font-semibold">
          {AUDIT_KIND_LABELS[entry.kind]}
        </span>
      </div>
      <p className="mt-1 text-sm">
        <span className="font-semibold">{entry.actor.name}</span>{' '}
        <span className="break-all text-plum/80">({entry.actor.email})</span>
      </p>
      <p className="mt-2 break-words">{entry.summary}</p>
      {changes.length > 0 && (
        <dl className="mt-3 space-y-1 border-t border-nude pt-2 text-sm">
          {changes.map((c) => (
            <div key={c.field} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold break-words">{c.field}</dt>
              <dd className="break-words">
                {c.before !== null && c.after !== null ? (
                  <>
                    <span className="line-through decoration-plum/50">{c.before}</span>
                    <span aria-label="changed to"> → </span>
                    <span>{c.after}</span>
                  </>
                ) : (
                  (c.after ?? c.before)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
