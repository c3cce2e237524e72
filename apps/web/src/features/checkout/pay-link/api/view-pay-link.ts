import { PayLinkViewSchema, type PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { api } from '../../../../lib/api-client';

/** GET /pay/:token: the linked order's summary and its payment (410 once paid, cancelled or expired). */
export const viewPayLink = (token: string, signal?: AbortSignal): Promise<PayLinkView> =>
  api(`/pay/${encodeURIComponent(token)}`, { auth: false, signal, answer: PayLinkViewSchema });
