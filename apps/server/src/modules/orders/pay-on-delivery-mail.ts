import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';

/** The order's confirmation when the rider collects: how much to have ready, and how it may be paid. */
export function payOnDeliveryMail(order: Order, shopName: string, pageUrl: string): QueuedMail {
  const lines = order.items.map(
    (i) =>
      `- ${i.productName}${i.color ? ` (${i.color.name})` : ''} × ${i.quantity}: ${formatNaira(i.price * i.quantity)}`,
  );
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you for shopping with ${shopName}. We have received your order ${order.orderNumber}, to be paid on delivery.`,
    '',
    ...lines,
    `Subtotal: ${formatNaira(order.subtotal)}`,
    ...(order.discount ? [`Discount (${order.discount.code}): −${formatNaira(order.discount.amount)}`] : []),
    `Delivery (${order.transportOption}): ${formatNaira(order.transportCost)}`,
    `Total to pay on delivery: ${formatNaira(order.amount)}`,
    '',
    `Please have ${formatNaira(order.amount)} ready when your order arrives.`,
    'The rider takes cash, POS (card) or bank transfer.',
    '',
    'We will deliver to:',
    order.address,
    `${order.city}, ${order.state}`,
    `Phone: ${order.phoneNumber}`,
    '',
    `See your order at any time: ${pageUrl}`,
    '',
    `With love, ${shopName}`,
  ].join('\n');
  return {
    kind: 'order-confirmation',
    to: order.email,
    subject: `Your ${shopName} order ${order.orderNumber} is confirmed: pay on delivery`,
    text,
  };
}
