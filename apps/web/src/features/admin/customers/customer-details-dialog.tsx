import { monthDayYear, shopDateTime } from '@shop/shared/dates/shop-time';
import type { CustomerDetails } from '@shop/shared/customers/customer-schemas';
import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira } from '@shop/shared/money';
import { CHANNEL_LABELS } from '@shop/shared/orders/order-channels';
import { LoadFailure } from '../../../components/load-failure';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import { useApiRead } from '../../../lib/use-api-read';
import { getCustomer } from './api/get-customer';
import { ChannelBadges } from './channel-badges';
import { CustomerNoteForm } from './customer-note-form';

const m = messages.customers;

/** A customer's page: every phone and e-mail, their orders newest first, the staff's notes and a new one. */
export function CustomerDetailsDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { data: details, error, reread } = useApiRead(id, (signal) => getCustomer(id, signal));
  return (
    <Dialog title={name} onClose={onClose}>
      {!details && error === undefined && <Spinner label={m.loadingOne} />}
      {!details && error !== undefined && <LoadFailure error={error} fallback={m.fetchFailed} />}
      {details && <CustomerPage details={details} onNoted={reread} />}
    </Dialog>
  );
}

function CustomerPage({ details, onNoted }: { details: CustomerDetails; onNoted: () => void }) {
  const { customer, orders, notes } = details;
  const rows: [string, string][] = [
    ...customer.phones.map((phone): [string, string] => [m.phoneLabel, phone]),
    ...customer.emails.map((email): [string, string] => [m.emailLabel, email]),
    [m.ordersLabel, String(customer.orders)],
    [m.spentLabel, formatNaira(koboToNaira(customer.totalSpentKobo))],
    [m.firstLabel, monthDayYear(customer.firstOrderAt)],
    [m.lastLabel, monthDayYear(customer.lastOrderAt)],
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value], i) => (
          <div key={i} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <ChannelBadges channels={customer.channels} />
      <section aria-labelledby="customer-orders-heading" className="space-y-2">
        <h3 id="customer-orders-heading" className="font-display text-lg font-semibold">
          {m.theirOrders}
        </h3>
        <ul className="space-y-2">
          {orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-[12px] bg-nude p-3 text-sm"
            >
              <div>
                <p className="whitespace-nowrap font-semibold">{order.orderNumber}</p>
                <p className="text-plum/80">
                  <time dateTime={order.createdAt}>{monthDayYear(order.createdAt)}</time> ·{' '}
                  {CHANNEL_LABELS[order.channel]}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <OrderStatusBadge status={order.status} />
                <span className="font-semibold">{formatNaira(koboToNaira(order.amountKobo))}</span>
                {order.refundedKobo > 0 && (
                  <span className="text-xs">{m.refunded(formatNaira(koboToNaira(order.refundedKobo)))}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="customer-notes-heading" className="space-y-2">
        <h3 id="customer-notes-heading" className="font-display text-lg font-semibold">
          {m.notesHeading}
        </h3>
        {notes.length === 0 ? (
          <p className="text-sm text-plum/80">{m.noNotes}</p>
        ) : (
          <ul className="space-y-2">
            {notes.map((note) => (
              <li key={note.id} className="rounded-[12px] border border-plum/15 p-3 text-sm">
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{note.body}</p>
                <p className="mt-1 text-xs text-plum/70">
                  {note.author.name} · <time dateTime={note.createdAt}>{shopDateTime(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <CustomerNoteForm customerId={customer.id} onSaved={onNoted} />
      </section>
    </div>
  );
}
