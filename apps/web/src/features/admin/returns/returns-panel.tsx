import { useState } from 'react';
import { RETURN_STATUSES, type Return, type ReturnStatus } from '@shop/shared/returns/return-schemas';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { useTabData } from '../shell/use-admin-lists';
import { ReturnCard } from './return-card';

const m = messages.returns;

/** The returns tab: every request newest first, by status, each card with its next steps. */
export function ReturnsPanel() {
  const { list } = useTabData('returns');
  return (
    <Deferred
      resolve={list}
      loading={<Spinner label="Loading returns" />}
      error={(error) => <LoadFailure error={error} fallback="Failed to fetch the returns" words="page" />}
    >
      {(loaded) => <ReturnsList initial={loaded} />}
    </Deferred>
  );
}

function ReturnsList({ initial }: { initial: Return[] }) {
  const [returns, setReturns] = useState(initial);
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const shown = status ? returns.filter((r) => r.status === status) : returns;
  return (
    <div className="space-y-4">
      <label className="flex max-w-xs flex-col gap-1">
        <span className="text-sm font-semibold">Status</span>
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as ReturnStatus | '')}
          className="min-h-11 rounded-[12px] border border-plum/30 bg-white px-3"
        >
          <option value="">All</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {m.statusLabels[s]}
            </option>
          ))}
        </select>
      </label>
      {shown.length === 0 ? (
        <p className="rounded-[12px] bg-nude p-6 text-center">
          No returns {status ? 'with this status' : 'yet'}.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((r) => (
            <ReturnCard
              key={r.id}
              item={r}
              onChanged={(next) => setReturns((all) => all.map((x) => (x.id === next.id ? next : x)))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
