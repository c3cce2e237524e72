import { PICKUP } from '@shop/shared/orders/pickup';
import type { PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { deliveryLabel } from '../../../../domain/orders/delivery-label';
import { OrderItemsSection } from '../../../../domain/orders/order-items-section';

/** What the link pays for: the items with their pictures, where they go, and the total. */
export function PayLinkSummary({ order }: { order: PayLinkView['order'] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <OrderItemsSection order={order} />
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
