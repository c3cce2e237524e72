import { formatNaira } from '@shop/shared/money';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';
import { orderDeliveryName } from '@shop/shared/orders/delivery-name';

/** How the order is paid: online before the mail (`paid`), or to the rider (`on-delivery`). */
export type ConfirmationPayment = 'paid' | 'on-delivery';

/** What the two receipts say differently; everything else is one text. */
const wording = (order: Order) =>
  ({
    paid: {
      received: `We have received your payment for order ${order.orderNumber}.`,
      total: 'Total paid',
      howToPay: [],
      // How the money reached the shop, should the shopper ask about it.
      reference: [`Payment reference: ${order.transactionId}`],
      subjectTail: '',
    },
    'on-delivery': {
      received: `We have received your order ${order.orderNumber}, to be paid on delivery.`,
      total: 'Total to pay on delivery',
      howToPay: [
        '',
        `Please have ${formatNaira(order.amount)} ready when your order arrives.`,
        'The rider takes cash, POS (card) or bank transfer.',
      ],
      reference: [],
      subjectTail: ': pay on delivery',
    },
  }) as const;

/**
 * The shopper's receipt: plain text, readable on any phone's mail app. Paid online it quotes the
 * payment's reference; to be paid on delivery it says how much to have ready and how the rider
 * takes it, with links to confirm or cancel the order (decision 53).
 */
export function orderConfirmationMail(
  order: Order,
  shopName: string,
  pageUrl: string,
  payment: ConfirmationPayment = 'paid',
  answerUrls?: { confirmUrl: string; cancelUrl: string },
): QueuedMail {
  const say = wording(order)[payment];
  const lines = order.items.map(
    (i) =>
      `- ${i.productName}${i.color ? ` (${i.color.name})` : ''} × ${i.quantity}: ${formatNaira(i.price * i.quantity)}`,
  );
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you for shopping with ${shopName}. ${say.received}`,
    '',
    ...lines,
    `Subtotal: ${formatNaira(order.subtotal)}`,
    ...(order.discount ? [`Discount (${order.discount.code}): −${formatNaira(order.discount.amount)}`] : []),
    `Delivery (${orderDeliveryName(order)}): ${formatNaira(order.transportCost)}`,
    `${say.total}: ${formatNaira(order.amount)}`,
    ...say.howToPay,
    ...(answerUrls
      ? [
          '',
          'Please confirm your order so we can send it:',
          `${messages.podConfirmation.confirm}: ${answerUrls.confirmUrl}`,
          `${messages.podConfirmation.cancel}: ${answerUrls.cancelUrl}`,
        ]
      : []),
    '',
    'We will deliver to:',
    order.address,
    `${order.city}, ${order.state}`,
    `Phone: ${order.phoneNumber}`,
    '',
    `See your order at any time: ${pageUrl}`,
    ...say.reference,
    '',
    `With love, ${shopName}`,
  ].join('\n');
  return {
    kind: 'order-confirmation',
    to: order.email,
    subject: `Your ${shopName} order ${order.orderNumber} is confirmed${say.subjectTail}`,
    text,
  };
}
