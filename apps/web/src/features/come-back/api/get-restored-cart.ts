import {
  RestoredCartResponseSchema,
  type RestoredCartResponse,
} from '@shop/shared/come-back/come-back-schemas';
import { api } from '../../../lib/api-client';

/** GET /cart/restore/:token: the reminded checkout's lines still sold, at today's prices. */
export async function getRestoredCart(token: string): Promise<RestoredCartResponse> {
  return api(`/cart/restore/${encodeURIComponent(token)}`, {
    auth: false,
    answer: RestoredCartResponseSchema,
  });
}
