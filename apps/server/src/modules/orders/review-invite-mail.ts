import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';

/** The link to a product page's review form. */
const reviewFormUrl = (base: string, productCode: string) =>
  `${base.replace(/\/+$/, '')}/product/${encodeURIComponent(productCode)}#write-review`;

/**
 * Sent when an order is delivered: the goods are in the customer's hands, the best moment to ask.
 * One line per product (a product bought in two colours is asked about once). A customer's order
 * links each to its product page's form; a guest's order (`guestLink`, signed for that order,
 * docs/decisions/0042-sign-in-device-cookie.md) links to one page where its products are reviewed
 * without an account. Plain text.
 */
export function reviewInviteMail(
  order: Order,
  base: string,
  shopName: string,
  guestLink?: string,
): QueuedMail {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const item of order.items) {
    if (seen.has(item.productId)) continue;
    seen.add(item.productId);
    lines.push(
      guestLink ? `- ${item.productName}` : `- ${item.productName}: ${reviewFormUrl(base, item.productId)}`,
    );
  }
  if (guestLink) lines.push('', guestLink);
  const text = [
    `Hello ${order.name},`,
    '',
    // The number the customer knows from every page and mail, never the payment's reference.
    `Your order ${order.orderNumber} has been delivered. We hope you love it!`,
    'Other shoppers would like to know what you think. Write a review of each product here:',
    '',
    ...lines,
    '',
    `With love, ${shopName}`,
  ].join('\n');
  return {
    kind: 'review-invite',
    to: order.email,
    subject: messages.reviews.inviteSubject(shopName, order.orderNumber),
    text,
  };
}
