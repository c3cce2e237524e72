import type { Order } from '@shop/shared/orders/order-schemas';
import { formatNaira } from '@shop/shared/money';
import { ProductImage } from '../../../components/ui/product-image';
import { shortDate } from '../admin-dates';
import { AdminDialog } from './admin-dialog';
import { StatusBadge } from './order-card';
import { OrderStatusControl } from './order-status-control';

/** Everything about one order: customer, delivery, items with colours, money and status. */
export function OrderDetailsDialog({
  order,
  onClose,
  onChanged,
}: {
  order: Order;
  onClose: () => void;
  onChanged: () => void;
}) {
  const rows: [string, string][] = [
    ['Order ID', order._id],
    ['Date', shortDate(order.createdAt)],
    ['Customer', order.name],
    ['Email', order.email],
    ['Phone number', order.phoneNumber],
    ['Address', order.address],
    ['City (LGA)', order.city],
    ['State', order.state],
    ['Transport', `${order.transportOption} (${formatNaira(order.transportCost)})`],
    ['Transaction', order.transactionId],
  ];
  return (
    <AdminDialog title={`Order of ${order.name}`} onClose={onClose}>
      <div className="space-y-4">
        <div className="flex items-center gap-2">
          Status: <StatusBadge status={order.status} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="space-y-2">
          {order.items.map((item, i) => (
            <li key={`${item.productId}-${i}`} className="flex items-center gap-3 rounded-[12px] bg-nude p-2">
              <ProductImage
                image={item.productImage}
                alt={item.productName}
                width={56}
                height={56}
                className="size-14 rounded-[8px]"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">{item.productName}</p>
                <p>
                  {formatNaira(item.price)} × {item.quantity}
                  {item.color && ` · ${item.color.name} (${item.color.code})`}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-right">
          {order.totalItems} items · <span className="font-semibold">{formatNaira(order.amount)}</span>
        </p>
        <OrderStatusControl order={order} onChanged={onChanged} />
      </div>
    </AdminDialog>
  );
}
