import type { QueuedMail } from '../mail/outbox.repository.ts';
import { returnMailText, type ReturnMailTo } from './return-mail-parts.ts';

/** The shopper asked to return items: what she asked, and that the shop will answer. */
export function returnRequestedMail(to: ReturnMailTo, items: string[]): QueuedMail {
  return {
    kind: 'return',
    to: to.email,
    subject: `Your ${to.shopName} return for order ${to.orderNumber} is requested`,
    text: returnMailText(to, [
      `We have your request to return from order ${to.orderNumber}:`,
      ...items.map((i) => `- ${i}`),
      '',
      'We will e-mail you as soon as we have looked at it.',
    ]),
  };
}
