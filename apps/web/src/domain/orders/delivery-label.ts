import { formatNaira } from '@shop/shared/money';
import { orderDeliveryName } from '@shop/shared/orders/delivery-name';
import type { Order } from '@shop/shared/orders/order-schemas';

/** "Lagos Rider · ₦2,500": the delivery as the checkout named it, with its cost. */
export function deliveryLabel(
  order: Pick<Order, 'deliveryName' | 'transportOption' | 'transportCost'>,
): string {
  return `${orderDeliveryName(order)} · ${formatNaira(order.transportCost)}`;
}
