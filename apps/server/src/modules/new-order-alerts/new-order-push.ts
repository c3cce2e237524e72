import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { PushAlertEvent } from '@shop/shared/push-alerts/push-alert-events';
import type { PushPayload } from '@shop/shared/push-alerts/push-subscription-schemas';
import { messages } from '@shop/shared/messages';

const text = messages.pushAlerts;

/**
 * The alert a sale raises on staff phones, or none: paid online at the checkout, to be paid on
 * delivery, or a chat order paid by its link. A sale staff recorded as paid to them in hand was
 * made by staff, and tells nobody. The push carries the order number and total only: no name,
 * phone or address passes through the push service (docs/decisions/0050-push-alerts.md).
 */
export function newOrderPush(order: Order): { event: PushAlertEvent; payload: PushPayload } | null {
  if (order.paidDirect) return null;
  const amount = formatNaira(order.amount);
  const [event, body]: [PushAlertEvent, string] = order.payOnDelivery
    ? ['order.pay_on_delivery', text.payOnDelivery(amount)]
    : order.channel
      ? ['order.paid_by_link', text.paidByLink(amount)]
      : ['order.paid', text.paidOnline(amount)];
  return {
    event,
    payload: {
      title: text.newOrder(order.orderNumber),
      body,
      url: '/admin',
      tag: `order-${order.orderNumber}`,
    },
  };
}
