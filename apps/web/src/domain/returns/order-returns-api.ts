import {
  OrderReturnsResponseSchema,
  ReturnPhotoResponseSchema,
  ReturnResponseSchema,
  type OrderReturnsResponse,
  type ReturnPhoto,
  type Return,
  type ReturnRequest,
} from '@shop/shared/returns/return-schemas';
import { api } from '../../lib/api-client';

// The shopper's side of returns (decision 52): the order's owner signed in, or the order page's
// token for a guest.

export async function getOrderReturns(
  orderId: string,
  token?: string,
  signal?: AbortSignal,
): Promise<OrderReturnsResponse> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return api(`/order/orders/${encodeURIComponent(orderId)}/returns${query}`, {
    signal,
    answer: OrderReturnsResponseSchema,
  });
}

export async function askReturn(orderId: string, body: ReturnRequest): Promise<Return> {
  const path = `/order/orders/${encodeURIComponent(orderId)}/returns`;
  return (await api(path, { method: 'POST', body, answer: ReturnResponseSchema })).return;
}

/** One photo for a return, uploaded before the request names it (multipart, the file `photo`). */
export async function uploadReturnPhoto(orderId: string, file: File, token?: string): Promise<ReturnPhoto> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const body = new FormData();
  body.append('photo', file);
  const path = `/order/orders/${encodeURIComponent(orderId)}/return-photos${query}`;
  return (await api(path, { method: 'POST', body, answer: ReturnPhotoResponseSchema })).photo;
}
