import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { getAllOrders } from '../api/admin-orders';
import { matchesOrder } from '../order-search';
import { useAdminList } from '../use-admin-list';
import { SearchField } from '../../../components/ui/search-field';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';

/** The orders tab: searchable cards (3 columns on wide screens), a count and a details modal. */
export function OrdersPanel() {
  const { state, reload } = useAdminList(getAllOrders);
  const [term, setTerm] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);

  if (state.status === 'loading') return <Spinner label="Loading orders…" />;
  if (state.status === 'error') return <p className="text-alert">{messages.admin.ordersFetchFailed}</p>;
  const found = state.data.filter((o) => matchesOrder(o, term));
  const open = state.data.find((o) => o._id === openId);
  return (
    <div className="space-y-4">
      <SearchField
        label="Search orders"
        placeholder="Customer name, order ID or product name"
        value={term}
        onChange={setTerm}
      />
      <p aria-live="polite" className="text-sm font-semibold">
        {found.length} {found.length === 1 ? 'order' : 'orders'}
      </p>
      {state.data.length === 0 && <p className="rounded-[12px] bg-nude p-6 text-center">No orders yet.</p>}
      {state.data.length > 0 && found.length === 0 && (
        <div className="rounded-[12px] bg-nude p-6 text-center">
          <p>No orders found matching &quot;{term}&quot;</p>
          <button
            type="button"
            onClick={() => setTerm('')}
            className="mt-3 rounded-full bg-plum px-5 py-2 text-sm font-semibold text-ivory"
          >
            Clear search
          </button>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {found.map((o) => (
          <li key={o._id}>
            <OrderCard order={o} onDetails={() => setOpenId(o._id)} onChanged={reload} />
          </li>
        ))}
      </ul>
      {open && <OrderDetailsDialog order={open} onClose={() => setOpenId(null)} onChanged={reload} />}
    </div>
  );
}
