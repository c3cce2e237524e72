import type { OrdersByStatus } from '@shop/shared/admin/overview-schemas';
import { ORDER_STATUS_VALUES } from '@shop/shared/orders/order-schemas';
import { orderStatusLabel } from '@shop/shared/orders/order-status-label';

const TONE: Record<string, string> = {
  cancelled: 'bg-alert/10 text-alert',
  expired: 'bg-nude-deep text-plum',
  pending: 'bg-nude text-plum',
};

/** Every order status with how many orders are in it, all time. */
export function StatusCounts({ counts }: { counts: OrdersByStatus }) {
  return (
    <section aria-labelledby="overview-statuses" className="rounded-[12px] bg-white p-4 shadow-sm">
      <h3 id="overview-statuses" className="mb-3 font-display text-lg font-semibold">
        Orders by status
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {ORDER_STATUS_VALUES.map((status) => (
          <li
            key={status}
            className={`flex flex-col rounded-[12px] px-3 py-2 ${TONE[status] ?? 'bg-leaf/10 text-leaf'}`}
          >
            <span className="text-xs font-semibold capitalize">{orderStatusLabel(status)}</span>
            <span className="text-xl font-bold">{counts[status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
