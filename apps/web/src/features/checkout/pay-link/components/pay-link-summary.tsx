import { formatNaira } from '@shop/shared/money';
import { messages } from '@shop/shared/messages';
import { PICKUP } from '@shop/shared/orders/pickup';
import type { PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { deliveryLabel } from '../../../../domain/orders/delivery-label';
import { OrderItemLine } from '../../../../domain/orders/order-item-line';

/** What the link pays for: the items with their pictures, where they go, and the total. */
export function PayLinkSummary({ order }: { order: PayLinkView['order'] }) {
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
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="pay-items-title" className="rounded-[12px] bg-nude p-5">
        <h2 id="pay-items-title" className="mb-3 font-display text-xl">
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
      </section>
      <section
        aria-labelledby="pay-delivery-title"
        className="flex flex-col gap-3 rounded-[12px] bg-nude p-5"
      >
        <h2 id="pay-delivery-title" className="font-display text-xl">
          Delivery
        </h2>
        {order.pickup ? (
          <p>
            {order.name}
            <br />
            {PICKUP.label}
          </p>
        ) : (
          <>
            <address className="not-italic [overflow-wrap:anywhere]">
              {order.name}
              <br />
              {order.address}
              <br />
              {order.city}, {order.state}
            </address>
            <p>
              <span className="font-semibold">Method:</span> {deliveryLabel(order)}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
