import { normaliseNigerianPhone } from '../checkout/contact-rules.ts';
import { shopDateTime } from '../dates/shop-time.ts';
import { messages } from '../messages.ts';
import { formatNaira } from '../money.ts';
import type { Order, PayLink } from './order-schemas.ts';

// "Send on WhatsApp": a wa.me link that opens a chat with the customer, the order's summary and its
// payment link already typed, so staff only press send in their own WhatsApp.

type LinkedOrder = Pick<Order, 'name' | 'orderNumber' | 'items' | 'amount' | 'phoneNumber'>;

/** The message, one line per item ("2 × Velvet Lipstick (Ruby)"). */
export function payLinkText(order: LinkedOrder, link: PayLink, shopName: string): string {
  return messages.payLinks.whatsAppText({
    name: order.name,
    shopName,
    orderNumber: order.orderNumber,
    lines: order.items.map(
      (i) => `${i.quantity} × ${i.productName}${i.color ? ` (${i.color.name})` : ''}`,
    ),
    total: formatNaira(order.amount),
    url: link.url,
    until: shopDateTime(link.expiresAt),
  });
}

/** WhatsApp's click-to-chat address: the number in international form without "+", the text encoded. */
export function whatsAppLink(phone: string, text: string): string {
  const digits = (normaliseNigerianPhone(phone) ?? phone).replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
