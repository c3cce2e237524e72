import { useId, type ReactNode } from 'react';
import { formatNaira } from '@shop/shared/money';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { OrderItemLine } from './order-item-line';

type Priced = Pick<Order, 'items' | 'subtotal' | 'discount' | 'transportCost' | 'amount'>;

/**
 * "Items": what was bought, each with its picture and shade, then the subtotal, the code's
 * discount, the delivery and the total (net of the discount). `children` go under the total.
 */
export function OrderItemsSection({ order, children }: { order: Priced; children?: ReactNode }) {
  const titleId = useId();
  const money: [string, string][] = [
    ['Subtotal', formatNaira(order.subtotal)],
    ...(order.discount
      ? [
          [messages.discounts.line(order.discount.code), `−${formatNaira(order.discount.amount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Delivery', formatNaira(order.transportCost)],
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-[12px] bg-nude p-5">
      <h2 id={titleId} className="mb-3 font-display text-xl">
        Items
      </h2>
      <ul className="flex flex-col gap-3">
        {order.items.map((item, i) => (
          <OrderItemLine key={i} item={item} className="bg-white/70" />
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        {money.map(([term, value]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
        <dt className="mt-2 border-t border-plum/15 pt-2 text-base font-semibold">Total</dt>
        <dd className="mt-2 border-t border-plum/15 pt-2 text-right text-base font-semibold">
          {formatNaira(order.amount)}
        </dd>
      </dl>
      {children}
    </section>
  );
}
