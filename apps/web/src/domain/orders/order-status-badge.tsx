import type { OrderStatus } from '@shop/shared/orders/order-schemas';
import { orderStatusLabel } from '@shop/shared/orders/order-status-label';

// Every status its own colour, dark text on a light tint (contrast above 7:1), and the word
// itself always shown, so colour is never the only sign.
const TONES: Record<OrderStatus, { badge: string; dot: string }> = {
  pending: { badge: 'bg-[#fef3c7] text-[#78350f]', dot: 'bg-[#b45309]' },
  paid: { badge: 'bg-[#dbeafe] text-[#1e3a8a]', dot: 'bg-[#1d4ed8]' },
  processing: { badge: 'bg-[#ede9fe] text-[#4c1d95]', dot: 'bg-[#6d28d9]' },
  shipped: { badge: 'bg-[#cffafe] text-[#155e75]', dot: 'bg-[#0e7490]' },
  delivered: { badge: 'bg-[#dcfce7] text-[#14532d]', dot: 'bg-[#15803d]' },
  cancelled: { badge: 'bg-[#fee2e2] text-[#7f1d1d]', dot: 'bg-[#b91c1c]' },
  expired: { badge: 'bg-[#e5e7eb] text-[#374151]', dot: 'bg-[#4b5563]' },
  pay_on_delivery: { badge: 'bg-[#ffedd5] text-[#7c2d12]', dot: 'bg-[#c2410c]' },
};

/** The order's current status as a tinted pill with its name. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold capitalize ${TONES[status].badge}`}
    >
      {orderStatusLabel(status)}
    </span>
  );
}

/** A small dot in the status's colour, beside its name in a history. */
export function OrderStatusDot({ status }: { status: OrderStatus }) {
  return (
    <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${TONES[status].dot}`} />
  );
}
