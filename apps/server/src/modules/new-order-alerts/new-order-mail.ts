import { formatNaira } from '@shop/shared/money';
import { orderDeliveryName } from '@shop/shared/orders/delivery-name';
import { CHANNEL_LABELS } from '@shop/shared/orders/order-channels';
import type { Order } from '@shop/shared/orders/order-schemas';
import { isPickup } from '@shop/shared/orders/pickup';
import { messages } from '@shop/shared/messages';
import type { QueuedMail } from '../mail/outbox.repository.ts';

/** How the order is paid, as the shopkeeper reads it. */
function paidBy(order: Order): string {
  if (order.payOnDelivery) return 'to be paid on delivery';
  if (order.paidDirect) return `paid to the shop by ${order.paidDirect.via}`;
  return `paid online${order.paymentChannel ? ` (${order.paymentChannel.replace('_', ' ')})` : ''}`;
}

/** The e-mail to the shop's own address at a new order: what, for whom, where, how paid, and a link to the admin. */
export function newOrderMail(order: Order, to: string, adminUrl: string): QueuedMail {
  const channel = CHANNEL_LABELS[order.channel ?? 'web'];
  const text = [
    `A new order came in on ${channel}: ${order.orderNumber}, ${formatNaira(order.amount)}, ${paidBy(order)}.`,
    '',
    ...order.items.map((i) => `- ${i.productName}${i.color ? ` (${i.color.name})` : ''} × ${i.quantity}`),
    '',
    `Customer: ${order.name}, ${order.phoneNumber}${order.email ? `, ${order.email}` : ''}`,
    isPickup(order)
      ? 'Delivery: pickup at the shop'
      : `Delivery: ${orderDeliveryName(order)} to ${order.address}, ${order.city}, ${order.state}`,
    '',
    `Open the orders in the admin: ${adminUrl}`,
  ].join('\n');
  return {
    kind: 'new-order',
    to,
    subject: messages.newOrderAlerts.subject(order.orderNumber, formatNaira(order.amount), channel),
    text,
  };
}
