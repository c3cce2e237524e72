import { shopDateTime } from '../dates/shop-time.ts';
import { messages } from '../messages.ts';
import { formatNaira } from '../money.ts';
import type { Order, PayLink } from './order-schemas.ts';

// "Send on WhatsApp": a wa.me link (the web's whatsappHref) that opens a chat with the customer,
// the order's summary and its payment link already typed, so staff only press send in WhatsApp.

export type LinkedOrder = Pick<Order, 'name' | 'orderNumber' | 'items' | 'amount' | 'phoneNumber'>;

/** The message, one line per item ("2 × Velvet Lipstick (Ruby)"). */
export function payLinkText(order: LinkedOrder, link: PayLink, shopName: string): string {
  return messages.payLinks.whatsAppText({
    name: order.name,
    shopName,
    orderNumber: order.orderNumber,
    lines: order.items.map((i) => `${i.quantity} × ${i.productName}${i.color ? ` (${i.color.name})` : ''}`),
    total: formatNaira(order.amount),
    url: link.url,
    until: shopDateTime(link.expiresAt),
  });
}
