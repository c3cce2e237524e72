import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';

type Pod = NonNullable<Order['payOnDelivery']>;

// Dark text on a light tint like the status badges; a flagged order is the one staff must act on,
// so it alone is solid red with a mark, and its words say why.
const TONES = {
  confirmed: 'bg-[#dcfce7] text-[#14532d]',
  cancelled: 'bg-[#e5e7eb] text-[#374151]',
  unconfirmed: 'bg-[#fef3c7] text-[#78350f]',
  flagged: 'bg-alert text-white',
} as const;

/**
 * The hours the order waited unanswered before it was flagged: the flag is set once its age passes
 * the setting's hours (decision 53), so this is that setting as it was then, read from the order
 * itself (staff who see orders may not read the settings).
 */
const hoursBeforeFlag = (pod: Pod, createdAt: string) =>
  Math.max(1, Math.floor((Date.parse(pod.flaggedAt ?? createdAt) - Date.parse(createdAt)) / 3_600_000));

/** A pay-on-delivery order's answer to "confirm your order": confirmed, cancelled, waiting or flagged. */
export function PodConfirmationBadge({ order }: { order: Order }) {
  const pod = order.payOnDelivery;
  if (!pod) return null;
  const flagged = pod.confirmation === 'unconfirmed' && pod.flaggedAt !== null;
  const tone = flagged ? 'flagged' : pod.confirmation;
  return (
    <span
      data-confirmation={tone}
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ${TONES[tone]}`}
    >
      {flagged && <span aria-hidden="true">⚠</span>}
      {flagged
        ? messages.podConfirmation.notConfirmedAfter(hoursBeforeFlag(pod, order.createdAt))
        : messages.podConfirmation.statusLabel[pod.confirmation]}
    </span>
  );
}
