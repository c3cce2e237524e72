import type { RestoredCartResponse } from '@shop/shared/come-back/come-back-schemas';
import { api } from '../../../lib/api-client';

/** GET /cart/restore/:token: the reminded checkout's lines still sold, at today's prices. */
export async function getRestoredCart(token: string): Promise<RestoredCartResponse> {
  // The answer's schema (zod) loads only when a reminder's link is followed, never with the cart's first page.
  const { RestoredCartResponseSchema } = await import('@shop/shared/come-back/come-back-schemas');
  return api(`/cart/restore/${encodeURIComponent(token)}`, {
    auth: false,
    answer: RestoredCartResponseSchema,
  });
}
