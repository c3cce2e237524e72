import {
  TrackOrderResponseSchema,
  type TrackedOrder,
  type TrackOrderRequest,
} from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

/** POST /order/track: an order by its number and the e-mail address it was made with. */
export async function trackOrder(body: TrackOrderRequest): Promise<TrackedOrder> {
  const answer = TrackOrderResponseSchema;
  return (await api('/order/track', { method: 'POST', body, auth: false, answer })).order;
}
