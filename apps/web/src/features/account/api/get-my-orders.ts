import { UserOrdersResponseSchema } from '@shop/shared/orders/order-schemas';
import { api } from '../../../lib/api-client';

/** GET /order/orders/{userId}: the user's paid orders, newest first. */
export const getMyOrders = async (userId: string) =>
  (await api(`/order/orders/${encodeURIComponent(userId)}`, { answer: UserOrdersResponseSchema })).data;
