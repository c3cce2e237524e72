import { lazy, Suspense, useState } from 'react';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { PAGE_SIZES } from '../shell/admin-list-params';
import { useListControls, useTabData } from '../shell/use-admin-lists';
import { ListPager } from '../shell/list-pager';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersStatusFilter } from './orders-filter';
import { PodConfirmationFilter } from './pod-confirmation-filter';
import { OrdersCsvExport } from '../data-exchange/orders-csv-export';
import { PrintSlipsButtons } from './print-slips-buttons';
import { useCan } from '../shell/use-staff-permission';
import { buttonStyles } from '../../../components/ui/button-styles';

// Loaded when first opened: staff who only read orders never download it.
const NewOrderForm = lazy(() =>
  import('./new-order/new-order-form').then((m) => ({ default: m.NewOrderForm })),
);

/**
 * The orders tab: cards (3 columns on wide screens) a page at a time from the server, which also
 * searches (customer name, order number, order ID, payment reference, product name) and filters
 * by status and by a pay-on-delivery order's confirmation (decision 53); a count and a details modal.
 */
export function OrdersPanel() {
  const { list } = useTabData('orders');
  const { params, shown, term, setTerm, change, clear, goToPage } = useListControls();
  const [openId, setOpenId] = useState<string | null>(null);
  const { q, status, confirmation } = params;
  const filtered = q !== '' || status !== '' || confirmation !== '';
  // The orders CSV carries money: not for fulfilment or support (decision 0036).
  const can = useCan();
  const mayExport = can('exports');
  const [taking, setTaking] = useState(false);

  if (taking)
    return (
      <Suspense fallback={<Spinner label="Loading the new order form…" />}>
        <NewOrderForm onDone={() => setTaking(false)} />
      </Suspense>
    );
  return (
    <div className="space-y-4">
      {can('take_orders') && (
        <button type="button" className={buttonStyles.primary} onClick={() => setTaking(true)}>
          New order
        </button>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_240px_240px]">
        <SearchField
          label="Search orders"
          placeholder="Order number, customer, reference, order ID or product"
          value={term}
          onChange={setTerm}
        />
        <OrdersStatusFilter value={shown.status} onChange={(next) => change({ status: next })} />
        <PodConfirmationFilter
          value={shown.confirmation}
          onChange={(next) => change({ confirmation: next })}
        />
      </div>
      {mayExport && <OrdersCsvExport />}
      <Deferred
        resolve={list}
        loading={<Spinner label="Loading orders…" />}
        error={(error) => (
          <LoadFailure error={error} fallback={messages.admin.ordersFetchFailed} words="page" />
        )}
      >
        {({ data, total }) => {
          const open = data.find((o) => o._id === openId);
          return (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p aria-live="polite" className="text-sm font-semibold">
                  {total} {total === 1 ? 'order' : 'orders'}
                </p>
                {/* A batch for the rider: the slips of the orders this page shows (filter by status first). */}
                {data.length > 0 && (
                  <PrintSlipsButtons
                    ids={data.map((o) => o._id)}
                    label={`${messages.paper.printSlips} (${data.length} shown)`}
                  />
                )}
              </div>
              {total === 0 && !filtered && (
                <p className="rounded-[12px] bg-nude p-6 text-center">No orders yet.</p>
              )}
              {total === 0 && filtered && (
                <div className="rounded-[12px] bg-nude p-6 text-center">
                  <p>
                    {q ? <>No orders found matching &quot;{q}&quot;</> : 'No orders match these filters.'}
                  </p>
                  <button
                    type="button"
                    onClick={clear}
                    className="mt-3 min-h-11 rounded-full bg-plum px-5 py-2 text-sm font-semibold text-ivory"
                  >
                    Clear search
                  </button>
                </div>
              )}
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.map((o) => (
                  <li key={o._id}>
                    <OrderCard order={o} onDetails={() => setOpenId(o._id)} />
                  </li>
                ))}
              </ul>
              <ListPager
                label="Order pages"
                page={params.page}
                pageSize={PAGE_SIZES.orders}
                total={total}
                onPage={goToPage}
              />
              {open && <OrderDetailsDialog order={open} onClose={() => setOpenId(null)} />}
            </>
          );
        }}
      </Deferred>
    </div>
  );
}
