import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { ExportCustomersButton } from '../data-exchange/export-customers-button';
import { PAGE_SIZES } from '../shell/admin-list-params';
import { ListPager } from '../shell/list-pager';
import { useListControls, useTabData } from '../shell/use-admin-lists';
import { useCan } from '../shell/use-staff-permission';
import { CustomerCard } from './customer-card';
import { CustomerDetailsDialog } from './customer-details-dialog';

const m = messages.customers;

/**
 * The customers tab: everyone who bought, on any channel, one card per person (3 columns on wide
 * screens) a page at a time from the server, which also searches by name, phone or e-mail; a
 * person's page in a dialog. The CSV is for the roles with exports (decision 45).
 */
export function CustomersPanel() {
  const { list } = useTabData('customers');
  const { params, term, setTerm, clear, goToPage } = useListControls();
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const mayExport = useCan()('exports');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <SearchField
            label={m.searchLabel}
            placeholder={m.searchPlaceholder}
            value={term}
            onChange={setTerm}
          />
        </div>
        {mayExport && <ExportCustomersButton />}
      </div>
      <Deferred
        resolve={list}
        loading={<Spinner label={m.loading} />}
        error={(error) => <LoadFailure error={error} fallback={m.fetchFailed} words="page" />}
      >
        {({ data, total }) => (
          <>
            <p aria-live="polite" className="text-sm font-semibold">
              {m.count(total)}
            </p>
            {total === 0 && !params.q && <p className="rounded-[12px] bg-nude p-6 text-center">{m.none}</p>}
            {total === 0 && params.q && (
              <div className="rounded-[12px] bg-nude p-6 text-center">
                <p>{m.noneMatching(params.q)}</p>
                <button
                  type="button"
                  onClick={clear}
                  className="mt-3 min-h-11 rounded-full bg-plum px-5 py-2 text-sm font-semibold text-ivory"
                >
                  {m.clearSearch}
                </button>
              </div>
            )}
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((customer) => (
                <li key={customer.id}>
                  <CustomerCard
                    customer={customer}
                    onOpen={() => setOpen({ id: customer.id, name: customer.name })}
                  />
                </li>
              ))}
            </ul>
            <ListPager
              label={m.pages}
              page={params.page}
              pageSize={PAGE_SIZES.customers}
              total={total}
              onPage={goToPage}
            />
            {open && <CustomerDetailsDialog id={open.id} name={open.name} onClose={() => setOpen(null)} />}
          </>
        )}
      </Deferred>
    </div>
  );
}
