import type { DeliveryOffer } from '@shop/shared/delivery/delivery-options';
import { api } from '../../lib/api-client';
import { listOutline } from '../../lib/answer-outline';

/** GET /delivery-options: the options that reach this state and LGA, in the shop's order. */
export const getDeliveryOptions = (state: string, city: string, signal?: AbortSignal) =>
  api(`/delivery-options?${new URLSearchParams({ state, city })}`, {
    method: 'GET',
    auth: false,
    signal,
    // Checked without zod: the cart's first page must not carry the validation library.
    answer: listOutline<DeliveryOffer>(),
  });
