import { ViewOrderResponseSchema, type Order } from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

/** GET /order/view/:token: the order of the confirmation page's link, without signing in. */
export async function viewOrder(token: string, signal?: AbortSignal): Promise<Order> {
  const path = `/order/view/${encodeURIComponent(token)}`;
  return (await api(path, { auth: false, signal, answer: ViewOrderResponseSchema })).order;
}
