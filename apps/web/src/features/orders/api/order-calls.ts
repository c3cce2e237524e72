import type { Order, TrackedOrder, TrackOrderRequest } from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

/** GET /order/view/:token: the order of the confirmation page's link, without signing in. */
export async function viewOrder(token: string): Promise<Order> {
  const { order } = await api<{ order: Order }>(`/order/view/${encodeURIComponent(token)}`, { auth: false });
  return order;
}

/** POST /order/track: an order by its number and the e-mail address it was made with. */
export async function trackOrder(body: TrackOrderRequest): Promise<TrackedOrder> {
  const { order } = await api<{ order: TrackedOrder }>('/order/track', { method: 'POST', body, auth: false });
  return order;
}
