import { InvitedOrderSchema } from '@shop/shared/catalog/review-schemas';
import { api } from '../../../lib/api-client';

/**
 * GET /review/invite/:token: the order a review invitation proves and its products. Sent with the
 * session when there is one: opened by the account of the order's e-mail, it proves that e-mail.
 */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api(`/review/invite/${encodeURIComponent(token)}`, { signal, answer: InvitedOrderSchema });
