import type { ReactNode } from 'react';
import type { Order } from '@shop/shared/orders/order-schemas';
import { formatNaira } from '@shop/shared/money';
import { OrderRefundedNote } from '../../../domain/orders/order-refunded-note';
import { deliveryLabel } from '../../../domain/orders/delivery-label';
import { OrderItemLine } from '../../../domain/orders/order-item-line';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import { OrderStatusHistory } from '../../../domain/orders/order-status-history';
import { ShipmentNote } from '../../../domain/orders/shipment-note';
import { ReviewLinks } from '../../../components/review-links';
import { ReceiptButton } from './receipt-button';
import { shopDate } from '@shop/shared/dates/shop-time';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-plum/60">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** One order with every field the dashboard lists, its number, delivery and dated history. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <article aria-label={`Order ${order.orderNumber}`} className="rounded-[12px] bg-nude p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="whitespace-nowrap font-display text-lg font-semibold">{order.orderNumber}</p>
          <time dateTime={order.createdAt} className="text-sm text-plum/75">
            {shopDate(order.createdAt)}
          </time>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="mt-4 flex flex-col gap-3">
        {order.items.map((item, i) => (
          <OrderItemLine key={i} item={item} className="bg-white/70" />
        ))}
      </ul>
      <ReviewLinks order={order} />
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Detail term="Name">{order.name}</Detail>
        <Detail term="Phone number">{order.phoneNumber}</Detail>
        <Detail term="Address">{order.address}</Detail>
        <Detail term="City">{order.city}</Detail>
        <Detail term="State">{order.state}</Detail>
        <Detail term="Delivery">{deliveryLabel(order)}</Detail>
        <Detail term="Total items">{order.totalItems}</Detail>
        <Detail term="Amount">
          <span className="text-base font-semibold">{formatNaira(order.amount)}</span>
          <OrderRefundedNote refunded={order.refunded} />
        </Detail>
      </dl>
      <ShipmentNote shipment={order.shipment} className="mt-4" />
      <div className="mt-4">
        <OrderStatusHistory history={order.history} />
      </div>
      <ReceiptButton order={order} />
    </article>
  );
}
