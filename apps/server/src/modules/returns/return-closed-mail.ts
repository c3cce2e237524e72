import { formatNaira } from '@shop/shared/money';
import type { QueuedMail } from '../mail/outbox.repository.ts';
import { returnMailText, type ReturnMailTo } from './return-mail-parts.ts';

export type ClosedAs =
  | { outcome: 'refund'; refundedNaira: number; creditedNaira: number }
  | { outcome: 'credit'; creditedNaira: number }
  | { outcome: 'exchange'; sent: string; refundedNaira: number };

function news(closed: ClosedAs): string[] {
  if (closed.outcome === 'credit')
    return [
      `We have added ${formatNaira(closed.creditedNaira)} of store credit to your account.`,
      'It is taken off your next order at checkout when you are signed in with this e-mail.',
    ];
  if (closed.outcome === 'exchange')
    return [
      `We are sending you ${closed.sent} in exchange.`,
      ...(closed.refundedNaira > 0
        ? [`The difference, ${formatNaira(closed.refundedNaira)}, is refunded to you.`]
        : []),
    ];
  return [
    `We have refunded ${formatNaira(closed.refundedNaira)} for the items you returned.`,
    ...(closed.creditedNaira > 0
      ? [`The ${formatNaira(closed.creditedNaira)} you paid with store credit is back in your store credit.`]
      : []),
  ];
}

/** The return is closed: refunded, paid in store credit, or exchanged. */
export function returnClosedMail(to: ReturnMailTo, closed: ClosedAs, note: string | null): QueuedMail {
  return {
    kind: 'return',
    to: to.email,
    subject: `Your ${to.shopName} return for order ${to.orderNumber} is closed`,
    text: returnMailText(to, [...news(closed), ...(note ? ['', `Note from the shop: ${note}`] : [])]),
  };
}
