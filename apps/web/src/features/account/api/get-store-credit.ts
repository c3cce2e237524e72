import { StoreCreditResponseSchema } from '@shop/shared/returns/return-schemas';
import { api } from '../../../lib/api-client';

/** GET /order/store-credit: the signed-in customer's store credit, naira (decision 52). */
export const getStoreCredit = async (signal?: AbortSignal) =>
  (await api('/order/store-credit', { signal, answer: StoreCreditResponseSchema })).balance;
