import type { ConfirmOrderResponse } from '@shop/shared/checkout/checkout-schemas';
import { api } from '../../../lib/api-client';

/** The page's "order as created" call; the server trusts only transactionId and verifies the payment. */
export type OrderAsCreated = {
  userId: string | null;
  items: {
    productId: string;
    quantity: number;
    price: number;
    color: { _id: string; name: string; code: string } | null;
  }[];
  amount: number;
  address: string;
  state: string;
  city: string;
  phoneNumber: string;
  transportOption: string;
  transportCost: number;
  transactionId: string;
  name: string;
  email: string;
};

export const confirmOrder = (order: OrderAsCreated) =>
  api<ConfirmOrderResponse>('/order/orders', { method: 'POST', body: order });
