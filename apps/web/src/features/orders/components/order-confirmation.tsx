import { CircleCheck, CircleSlash } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { Link, useParams } from 'react-router';
import { OrderRefundedNote } from '../../../domain/orders/order-refunded-note';
import { isPickup } from '@shop/shared/orders/pickup';
import type { Order } from '@shop/shared/orders/order-schemas';
import { deliveryLabel } from '../../../domain/orders/delivery-label';
import { OrderItemsSection } from '../../../domain/orders/order-items-section';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import { OrderStatusHistory } from '../../../domain/orders/order-status-history';
import { ShipmentNote } from '../../../domain/orders/shipment-note';
import { OrderReturnsSection } from '../../../domain/returns/order-returns-section';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { whatsappText } from '../../../lib/whatsapp';
import { orderHeading } from '../order-heading';
import { isAwaitingTransfer } from '../use-awaited-order';
import { AwaitingTransferNote } from './awaiting-transfer-note';
import { ReceiptActions } from './receipt-actions';

/** The order's own page: its number to quote, what was bought, where it goes and what it cost. */
export function OrderConfirmation({ order }: { order: Order }) {
  const heading = orderHeading(order);
  const stands = heading === messages.orders.confirmationTitle;
  const { token } = useParams();
  return (
    <article aria-labelledby="order-title" className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 rounded-[12px] bg-nude px-6 py-8 text-center shadow-raised">
        {stands ? (
          <CircleCheck aria-hidden="true" className="size-12 text-leaf" />
        ) : (
          <CircleSlash aria-hidden="true" className="size-12 text-plum" />
        )}
        <h1 id="order-title" className="font-display text-3xl">
          {heading}
        </h1>
        <p className="text-lg">
          Your order number is{' '}
          <strong data-testid="order-number" className="whitespace-nowrap">
            {order.orderNumber}
          </strong>
        </p>
        <p className="flex items-center gap-2">
          Status: <OrderStatusBadge status={order.status} />
        </p>
        {isAwaitingTransfer(order) ? (
          <AwaitingTransferNote order={order} />
        ) : order.email ? (
          <p className="text-sm">A confirmation with a link to this page is on its way to {order.email}.</p>
        ) : (
          // A chat customer who gave no e-mail gets no mail: this page's address is her copy.
          <p className="text-sm">Keep this page&apos;s address to come back to your order.</p>
        )}
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <OrderItemsSection order={order}>
          <OrderRefundedNote refunded={order.refunded} className="mt-2 text-right" />
        </OrderItemsSection>
        <section aria-labelledby="delivery-title" className="flex flex-col gap-4 rounded-[12px] bg-nude p-5">
          <h2 id="delivery-title" className="font-display text-xl">
            Delivery
          </h2>
          <address className="not-italic [overflow-wrap:anywhere]">
            {order.name}
            <br />
            {order.address}
            <br />
            {/* Picked up at the shop: no town to name. */}
            {!isPickup(order) && (
              <>
                {order.city}, {order.state}
                <br />
              </>
            )}
            {order.phoneNumber}
          </address>
          <p>
            <span className="font-semibold">Method:</span> {deliveryLabel(order)}
          </p>
          <ShipmentNote shipment={order.shipment} />
          <OrderStatusHistory history={order.history} />
        </section>
      </div>
      {order.status === 'delivered' && <OrderReturnsSection orderId={order._id} token={token} />}
      <p className="text-center text-sm">
        Payment reference: <span className="break-all">{order.transactionId}</span>
      </p>
      <ReceiptActions order={order} />
      <WhatsAppLink className="self-center" text={whatsappText.order(order.orderNumber)} />
      <Link to="/" className="self-center font-semibold text-rose underline">
        Continue shopping
      </Link>
    </article>
  );
}
