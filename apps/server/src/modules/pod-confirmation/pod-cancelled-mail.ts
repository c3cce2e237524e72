import type { Order } from '@shop/shared/orders/order-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';

/** Tells the shop that a shopper cancelled their own pay-on-delivery order: no rider is to go. */
export function podCancelledMail(order: Order, shopEmail: string, adminUrl: string): QueuedMail {
  return {
    kind: 'order-status',
    to: shopEmail,
    subject: `Order ${order.orderNumber} was cancelled by the customer`,
    text: [
      `${order.name} cancelled order ${order.orderNumber} (pay on delivery) from the confirmation link or message.`,
      'Its goods are back in stock; do not send it.',
      '',
      `See the orders: ${adminUrl}`,
    ].join('\n'),
  };
}
