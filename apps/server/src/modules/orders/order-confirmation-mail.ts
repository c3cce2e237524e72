import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';

/** The shopper's receipt: plain text, readable on any phone's mail app. */
export function orderConfirmationMail(order: Order, shopName: string, pageUrl: string): QueuedMail {
  const lines = order.items.map(
    (i) =>
      `- ${i.productName}${i.color ? ` (${i.color.name})` : ''} × ${i.quantity}: ${formatNaira(i.price * i.quantity)}`,
  );
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you for shopping with ${shopName}. We have received your payment for order ${order.orderNumber}.`,
    '',
    ...lines,
    `Subtotal: ${formatNaira(order.subtotal)}`,
    ...(order.discount ? [`Discount (${order.discount.code}): −${formatNaira(order.discount.amount)}`] : []),
    `Delivery (${order.transportOption}): ${formatNaira(order.transportCost)}`,
    `Total paid: ${formatNaira(order.amount)}`,
    '',
    'We will deliver to:',
    order.address,
    `${order.city}, ${order.state}`,
    `Phone: ${order.phoneNumber}`,
    '',
    `See your order at any time: ${pageUrl}`,
    `Payment reference: ${order.transactionId}`,
    '',
    `With love, ${shopName}`,
  ].join('\n');
  return {
    kind: 'order-confirmation',
    to: order.email,
    subject: `Your ${shopName} order ${order.orderNumber} is confirmed`,
    text,
  };
}
