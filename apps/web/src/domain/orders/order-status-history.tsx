import type { OrderHistoryEntry } from '@shop/shared/orders/order-schemas';
import { orderStatusLabel } from '@shop/shared/orders/order-status-label';
import { OrderStatusDot } from './order-status-badge';
import { shopDateTime } from '@shop/shared/dates/shop-time';

const label = (status: string) => {
  const words = orderStatusLabel(status);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

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
      <ol className="space-y-1">
        {history.map((step, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2 text-sm">
            <OrderStatusDot status={step.status} />
            <span className="font-semibold">{label(step.status)}</span>
            <time dateTime={step.at} className="text-plum/75">
              {shopDateTime(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
