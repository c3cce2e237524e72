import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import { COLLECTION_LABELS } from './collection-labels';

/** A pay-on-delivery order says so, with what the rider collects, and once delivered how it was paid. */
export function PayOnDeliveryNote({ order }: { order: Order }) {
  const pod = order.payOnDelivery;
  if (!pod) return null;
  return (
    <p className="rounded-[12px] bg-[#ffedd5] px-3 py-2 text-sm text-[#7c2d12]">
      <span className="font-semibold">{messages.payOnDelivery.label}</span>
      {' · '}
      {pod.collectedVia
        ? messages.payOnDelivery.collectedVia(COLLECTION_LABELS[pod.collectedVia])
        : messages.payOnDelivery.amountToCollect(formatNaira(order.amount))}
    </p>
  );
}
