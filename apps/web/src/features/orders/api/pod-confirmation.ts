import {
  PodAnswerResponseSchema,
  PodConfirmationViewSchema,
} from '@shop/shared/orders/pod-confirmation-schemas';
import type { PodAnswer } from '@shop/shared/orders/pod-confirmation';
import { api } from '../../../lib/api-client';

/** GET /order/pay-on-delivery/:token: the order a confirm link was made for (no sign-in; decision 53). */
export const getPodConfirmation = (token: string, signal?: AbortSignal) =>
  api(`/order/pay-on-delivery/${encodeURIComponent(token)}`, { signal, answer: PodConfirmationViewSchema });

/** POST /order/pay-on-delivery/:token: the shopper's answer; the same answer again is harmless. */
export const postPodAnswer = (token: string, answer: PodAnswer) =>
  api(`/order/pay-on-delivery/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { answer },
    answer: PodAnswerResponseSchema,
  });
