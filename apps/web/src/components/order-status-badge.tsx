import type { OrderStatus } from '@shop/shared/orders/order-schemas';

// Every status its own colour, dark text on a light tint (contrast above 7:1), and the word
// itself always shown, so colour is never the only sign.
const TONES: Record<OrderStatus, string> = {
  pending: 'bg-[#fef3c7] text-[#78350f]',
  paid: 'bg-[#dbeafe] text-[#1e3a8a]',
  processing: 'bg-[#ede9fe] text-[#4c1d95]',
  shipped: 'bg-[#cffafe] text-[#155e75]',
  delivered: 'bg-[#dcfce7] text-[#14532d]',
  cancelled: 'bg-[#fee2e2] text-[#7f1d1d]',
  expired: 'bg-[#e5e7eb] text-[#374151]',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold capitalize ${TONES[status]}`}
    >
      {status}
    </span>
  );
}
