import type { QuoteRequest, QuoteResponse } from '@shop/shared/checkout/quote-schemas';
import { api } from '../../../lib/api-client';
import { nullable, number, outline } from '../../../lib/answer-outline';

/** POST /order/quote: the cart's totals as the checkout will charge them. */
export const getCheckoutQuote = (body: QuoteRequest, signal?: AbortSignal) =>
  api('/order/quote', {
    method: 'POST',
    body,
    signal,
    answer: outline<QuoteResponse>({
      subtotal: number,
      discount: number,
      transportCost: number,
      amount: number,
      freeDeliveryOver: nullable(number),
      freeDeliveryShortfall: nullable(number),
    }),
  });
