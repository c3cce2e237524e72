import { messages } from '@shop/shared/messages';
import type { QueuedMail } from '../mail/outbox.repository.ts';
import { mailItemsHtml, marketingMailHtml, type MailLine } from './mail-layout.ts';

export type ReminderContent = {
  to: string;
  name: string;
  lines: readonly MailLine[];
  restoreUrl: string;
  unsubscribeUrl: string;
  /** The same link for the mail app's own button (List-Unsubscribe). */
  oneClickUnsubscribeUrl: string;
  shopName: string;
};

/** "You left something in your cart": the items with their pictures and one link back to the checkout. */
export function checkoutReminderMail(c: ReminderContent): QueuedMail {
  const firstName = c.name.trim().split(/\s+/)[0] || 'there';
  const intro = `Hello ${firstName}, your cart is waiting. Pick up where you stopped: the link puts these items back in your cart at today’s prices and opens the checkout.`;
  const text = [
    `Hello ${firstName},`,
    '',
    'Your cart is waiting:',
    ...c.lines.map((l) => `- ${l.name}${l.detail ? ` (${l.detail})` : ''} × ${l.quantity ?? 1}`),
    '',
    `Return to your cart (today’s prices): ${c.restoreUrl}`,
    '',
    `With love, ${c.shopName}`,
    '',
    `No more reminders or stock alerts: ${c.unsubscribeUrl}`,
  ].join('\n');
  return {
    kind: 'cart-reminder',
    to: c.to,
    subject: messages.comeBack.reminderSubject(c.shopName),
    text,
    oneClickUnsubscribeUrl: c.oneClickUnsubscribeUrl,
    html: marketingMailHtml({
      shopName: c.shopName,
      heading: 'Your cart is waiting',
      intro,
      body: mailItemsHtml(c.lines),
      button: { label: 'Return to your cart', url: c.restoreUrl },
      unsubscribeUrl: c.unsubscribeUrl,
    }),
  };
}
