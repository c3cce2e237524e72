import { useCallback, useState } from 'react';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { SearchField } from '../../../components/ui/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { getOrdersPage } from '../api/admin-orders';
import { useAdminList } from '../use-admin-list';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersPager } from './orders-pager';
import { OrdersStatusFilter, type StatusFilter } from './orders-filter';

const PAGE_SIZE = 24;

/**
 * The orders tab: cards (3 columns on wide screens) a page at a time from the server, which also
 * searches (customer name, order number, order ID, payment reference, product name) and filters
 * by status; a count and a details modal.
 */
export function OrdersPanel() {
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const q = useDebouncedValue(term.trim());
  const load = useCallback(
    () => getOrdersPage({ q: q || undefined, status: status || undefined, limit: PAGE_SIZE, offset }),
    [q, status, offset],
  );
  const { state, reload } = useAdminList(load);
  // A new search or filter starts again at the first page.
  const [asked, setAsked] = useState({ q, status });
  if (asked.q !== q || asked.status !== status) {
    setAsked({ q, status });
    setOffset(0);
  }

  const filters = (
    <div className="grid gap-3 sm:grid-cols-[1fr_240px]">
      <SearchField
        label="Search orders"
        placeholder="Order number, customer, reference, order ID or product"
        value={term}
        onChange={setTerm}
      />
      <OrdersStatusFilter value={status} onChange={setStatus} />
    </div>
  );
  if (state.status === 'loading')
    return (
      <div className="space-y-4">
        {filters}
        <Spinner label="Loading orders…" />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="space-y-4">
        {filters}
        <p className="text-alert">{messages.admin.ordersFetchFailed}</p>
      </div>
    );
  const { data, total } = state.data;
  const open = data.find((o) => o._id === openId);
  const filtered = q !== '' || status !== '';
  return (
    <div className="space-y-4">
      {filters}
      <p aria-live="polite" className="text-sm font-semibold">
        {total} {total === 1 ? 'order' : 'orders'}
      </p>
      {total === 0 && !filtered && <p className="rounded-[12px] bg-nude p-6 text-center">No orders yet.</p>}
      {total === 0 && filtered && (
        <div className="rounded-[12px] bg-nude p-6 text-center">
          <p>{q ? <>No orders found matching &quot;{q}&quot;</> : 'No orders with this status.'}</p>
          <button
            type="button"
            onClick={() => {
              setTerm('');
              setStatus('');
            }}
            className="mt-3 rounded-full bg-plum px-5 py-2 text-sm font-semibold text-ivory"
          >
            Clear search
          </button>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((o) => (
          <li key={o._id}>
            <OrderCard order={o} onDetails={() => setOpenId(o._id)} onChanged={reload} />
          </li>
        ))}
      </ul>
      <OrdersPager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} />
      {open && <OrderDetailsDialog order={open} onClose={() => setOpenId(null)} onChanged={reload} />}
    </div>
  );
}
