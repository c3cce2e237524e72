import {
  OrderReturnsResponseSchema,
  ReturnResponseSchema,
  type OrderReturnsResponse,
  type Return,
  type ReturnRequest,
} from '@shop/shared/returns/return-schemas';
import { api } from '../../lib/api-client';

// The shopper's side of returns (decision 52): the order's owner signed in, or the order page's
// token for a guest.

export async function getOrderReturns(orderId: string, token?: string): Promise<OrderReturnsResponse> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return api(`/order/orders/${encodeURIComponent(orderId)}/returns${query}`, {
    answer: OrderReturnsResponseSchema,
  });
}

export async function askReturn(orderId: string, body: ReturnRequest): Promise<Return> {
  const path = `/order/orders/${encodeURIComponent(orderId)}/returns`;
  return (await api(path, { method: 'POST', body, answer: ReturnResponseSchema })).return;
}
