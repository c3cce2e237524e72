import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { formatNaira } from '@shop/shared/money';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import { ShipmentNote } from '../../../domain/orders/shipment-note';
import { monthDayYear } from '@shop/shared/dates/shop-time';
import { OrderStatusControl } from './order-status-control';
import { PayOnDeliveryNote } from './pay-on-delivery-note';
import { PodConfirmationBadge } from './pod-confirmation-badge';
import { MarkPodConfirmedButton } from './mark-pod-confirmed-button';
import { PayLinkPanel } from './pay-link/pay-link-panel';

/** One order of the orders tab: who, when, what, how much, its status and the details button. */
export function OrderCard({ order, onDetails }: { order: Order; onDetails: () => void }) {
  return (
    <article
      aria-label={`Order of ${order.name}`}
      className="flex h-full flex-col gap-3 rounded-[12px] bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-display text-lg font-semibold">{order.name}</h3>
          <p className="whitespace-nowrap text-sm font-semibold">{order.orderNumber}</p>
          <p className="text-sm text-plum/70">
            <time dateTime={order.createdAt}>{monthDayYear(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <OrderStatusBadge status={order.status} />
          <PodConfirmationBadge order={order} />
          {order.oversold && (
            <span className="rounded-full bg-alert px-3 py-1 text-xs font-semibold text-white">
              {messages.stock.oversold}
            </span>
          )}
        </div>
      </div>
      <p className="line-clamp-2 text-sm">
        {order.items.map((i) => `${i.productName} × ${i.quantity}`).join(', ')}
      </p>
      <p className="text-sm">
        {order.totalItems} {order.totalItems === 1 ? 'item' : 'items'} ·{' '}
        <span className="font-semibold">{formatNaira(order.amount)}</span>
      </p>
      <PayOnDeliveryNote order={order} />
      <ShipmentNote shipment={order.shipment} />
      <PayLinkPanel order={order} />
      <p className="truncate text-xs text-plum/60">#{order._id}</p>
      <div className="mt-auto space-y-3">
        <MarkPodConfirmedButton order={order} />
        <OrderStatusControl order={order} />
        <button
          type="button"
          onClick={onDetails}
          className="w-full rounded-full border-2 border-plum px-4 py-2 text-sm font-semibold hover:bg-plum hover:text-ivory"
        >
          View details
        </button>
      </div>
    </article>
  );
}
