import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';

/** Tells the customer what was given back on which order, and whether the order was cancelled. */
export function refundMail(
  order: Order,
  refundedNaira: number,
  how: { cancelled: boolean; byHand: boolean },
  shopName: string,
  pageUrl: string,
): QueuedMail {
  const amount = formatNaira(refundedNaira);
  const text = [
    `Hello ${order.name},`,
    '',
    `We have refunded ${amount} on your order ${order.orderNumber}.`,
    how.byHand
      ? 'We are paying it back to you directly; please reply to this e-mail if it has not reached you in a few days.'
      : 'It goes back to the card or account you paid with and can take a few working days to arrive.',
    ...(how.cancelled ? ['', 'The order has been cancelled.'] : []),
    '',
    `See your order: ${pageUrl}`,
    '',
    `With love, ${shopName}`,
  ].join('\n');
  return {
    kind: 'refund',
    to: order.email,
    subject: `Your ${shopName} order ${order.orderNumber}: ${amount} refunded`,
    text,
  };
}
