import { StaffOrderResponseSchema, type StaffOrderRequest } from '@shop/shared/orders/staff-order-schemas';
import { api } from '../../../../lib/api-client';

/** POST /admin/orders: an order taken in a chat, on the phone or at the counter. */
export const recordOrder = (body: StaffOrderRequest) =>
  api('/admin/orders', { method: 'POST', body, answer: StaffOrderResponseSchema });
