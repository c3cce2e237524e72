import type { OrderHistoryEntry } from '@shop/shared/orders/order-schemas';
import { OrderStatusBadge } from './order-status-badge';

const when = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An order's steps, oldest first, each with its date and time. */
export function OrderStatusHistory({
  history,
  title = 'Order history',
}: {
  history: OrderHistoryEntry[];
  title?: string;
}) {
  if (history.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <ol className="space-y-2 border-l-2 border-nude-deep pl-4">
        {history.map((step, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2 text-sm">
            <OrderStatusBadge status={step.status} />
            <time dateTime={step.at}>{when.format(new Date(step.at))}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
