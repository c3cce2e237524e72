import type { Order } from '@shop/shared/orders/order-schemas';
import { formatNaira } from '@shop/shared/money';
import { deliveryLabel } from '../../../domain/orders/delivery-label';
import { OrderItemLine } from '../../../domain/orders/order-item-line';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import { ShipmentNote } from '../../../domain/orders/shipment-note';
import { OrderStatusHistory } from '../../../domain/orders/order-status-history';
import { monthDayYear } from '@shop/shared/dates/shop-time';
import { Dialog } from '../../../components/ui/dialog';
import { OrderPaymentNotes } from './order-payment-notes';
import { OrderStatusControl } from './order-status-control';
import { OrderMessagesList } from './order-messages-list';
import { OrderRefunds } from './order-refunds';
import { OrderRefundedNote } from '../../../domain/orders/order-refunded-note';
import { PrintSlipsButtons } from './print-slips-buttons';

/** Everything about one order: customer, delivery, items with colours, money and status. */
export function OrderDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const rows: [string, string][] = [
    ['Order number', order.orderNumber],
    ['Order ID', order._id],
    ['Date', monthDayYear(order.createdAt)],
    ['Customer', order.name],
    ['Email', order.email],
    ['Phone number', order.phoneNumber],
    ['Address', order.address],
    ['City (LGA)', order.city],
    ['State', order.state],
    ['Transport', deliveryLabel(order)],
    ...(order.discount
      ? [['Discount', `${order.discount.code} (−${formatNaira(order.discount.amount)})`] as [string, string]]
      : []),
    ['Transaction', order.transactionId],
  ];
  return (
    <Dialog title={`Order ${order.orderNumber} of ${order.name}`} onClose={onClose}>
      <div className="space-y-4">
        <div className="flex items-center gap-2">
          Status: <OrderStatusBadge status={order.status} />
        </div>
        <PrintSlipsButtons ids={[order._id]} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className={term === 'Order number' ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <OrderPaymentNotes order={order} />
        <ShipmentNote shipment={order.shipment} />
        <ul className="space-y-2">
          {order.items.map((item, i) => (
            <OrderItemLine key={i} item={item} className="bg-nude" showCode />
          ))}
        </ul>
        <p className="text-right">
          {order.totalItems} {order.totalItems === 1 ? 'item' : 'items'} ·{' '}
          <span className="font-semibold">{formatNaira(order.amount)}</span>
        </p>
        <OrderRefundedNote refunded={order.refunded} className="text-right" />
        <OrderStatusHistory history={order.history} />
        <OrderMessagesList orderId={order._id} />
        <OrderStatusControl order={order} />
        <OrderRefunds order={order} />
      </div>
    </Dialog>
  );
}
