import { COURIER_NAMES, courierTrackingUrl, type Shipment } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';

/** The steps a customer is told about by e-mail; the others (paid, processing) are the shop's own. */
const NEWS = {
  shipped: { subject: 'has shipped', body: 'is on its way to you' },
  delivered: { subject: 'has been delivered', body: 'has been delivered' },
  cancelled: {
    subject: 'has been cancelled',
    body: 'has been cancelled. If you did not ask for this, please reply to this e-mail',
  },
} as const;

export type MailedStatus = keyof typeof NEWS;
export const isMailedStatus = (status: string): status is MailedStatus => Object.hasOwn(NEWS, status);

/** The courier, its tracking number and tracking page, as lines of the shipped e-mail. */
function shipmentLines({ courier, trackingNumber }: Shipment): string[] {
  const trackingUrl = courierTrackingUrl(courier, trackingNumber);
  return [
    `Courier: ${COURIER_NAMES[courier]}`,
    ...(trackingNumber ? [`Tracking number: ${trackingNumber}`] : []),
    ...(trackingUrl ? [`Follow it on the courier's site: ${trackingUrl}`] : []),
    '',
  ];
}

/** Tells the customer that their order moved on, with the number to quote and the order's page. */
export function orderStatusMail(
  order: Order,
  status: MailedStatus,
  shopName: string,
  pageUrl: string,
): QueuedMail {
  const text = [
    `Hello ${order.name},`,
    '',
    `Your order ${order.orderNumber} ${NEWS[status].body}.`,
    '',
    ...(status === 'shipped' && order.shipment ? shipmentLines(order.shipment) : []),
    `See your order and its progress: ${pageUrl}`,
    '',
    `With love, ${shopName}`,
  ].join('\n');
  return {
    kind: 'order-status',
    to: order.email,
    subject: `Your ${shopName} order ${order.orderNumber} ${NEWS[status].subject}`,
    text,
  };
}
