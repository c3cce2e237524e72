import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import { podReplyButtonId } from '@shop/shared/orders/pod-confirmation';
import { COURIER_NAMES, courierTrackingUrl } from '@shop/shared/orders/couriers';
import { payLinkText } from '@shop/shared/orders/pay-link-message';
import type { Order, PayLink } from '@shop/shared/orders/order-schemas';
import { shopDateTime } from '@shop/shared/dates/shop-time';
import type { QueuedMail } from '../mail/outbox.repository.ts';
import { queueOrderMessage, type Queued } from './queue-order-message.ts';
import type { DbOrTx } from '../../db/client.ts';

// One call per event where its e-mail is recorded today, in the same transaction.

/**
 * Paid online, or to be paid on delivery. A pay-on-delivery order its shopper is still to confirm
 * (`answerUrl`, its confirm page) asks her to: the text carries the page, and on WhatsApp Confirm
 * and Cancel buttons whose taps come back to the webhook (decision 53).
 */
export const queueConfirmedMessage = (
  tx: DbOrTx,
  order: Order,
  shopName: string,
  url: string,
  payment: 'paid' | 'on-delivery',
  answerUrl?: string,
) => queueOrderMessage(tx, confirmedMessage(order, shopName, url, payment, answerUrl));

/** queueConfirmedMessage's message, for a caller writing its row by other means (orderMessageRow). */
export const confirmedMessage = (
  order: Order,
  shopName: string,
  url: string,
  payment: 'paid' | 'on-delivery',
  answerUrl?: string,
): Queued => ({
  order,
  kind: payment === 'paid' ? 'confirmed-paid' : 'confirmed-on-delivery',
  facts: { shopName, url, total: formatNaira(order.amount), ...(answerUrl && { answerUrl }) },
  ...(answerUrl && {
    buttons: [
      { id: podReplyButtonId('confirm', order.orderNumber), title: messages.podConfirmation.confirm },
      { id: podReplyButtonId('cancel', order.orderNumber), title: messages.podConfirmation.cancel },
    ],
  }),
});

/** Shipped (with its courier and tracking) or delivered. */
export function queueStatusMessage(
  tx: DbOrTx,
  order: Order,
  status: 'shipped' | 'delivered',
  shopName: string,
  url: string,
) {
  const shipment = order.shipment;
  const tracking = shipment
    ? (courierTrackingUrl(shipment.courier, shipment.trackingNumber) ?? shipment.trackingNumber ?? '-')
    : '-';
  const courier = shipment ? COURIER_NAMES[shipment.courier] : '-';
  return queueOrderMessage(tx, { order, kind: status, facts: { shopName, url, courier, tracking } });
}

export const queueRefundMessage = (
  tx: DbOrTx,
  order: Order,
  refundedNaira: number,
  shopName: string,
  url: string,
) =>
  queueOrderMessage(tx, {
    order,
    kind: 'refunded',
    facts: { shopName, url, refunded: formatNaira(refundedNaira) },
  });

/**
 * A payment link, by WhatsApp or SMS, else by e-mail when the order has an address: no e-mail
 * carries a link today, so the e-mail is this message's last resort.
 */
export function queuePayLinkMessage(tx: DbOrTx, order: Order, link: PayLink, shopName: string) {
  const fallbackMail: QueuedMail | null = order.email
    ? {
        kind: 'order-status',
        to: order.email,
        subject: `Pay for your ${shopName} order ${order.orderNumber}`,
        text: payLinkText(order, link, shopName),
      }
    : null;
  const facts = {
    shopName,
    url: link.url,
    total: formatNaira(order.amount),
    until: shopDateTime(link.expiresAt),
  };
  return queueOrderMessage(tx, { order, kind: 'pay-link', facts, fallbackMail });
}
