import {
  UnsubscribeResponseSchema,
  type UnsubscribeResponse,
} from '@shop/shared/come-back/come-back-schemas';
import { api } from '../../../lib/api-client';

/** GET /mail/unsubscribe?token=: whose link it is and whether that address already unsubscribed. */
export async function getUnsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeResponse> {
  const path = `/mail/unsubscribe?token=${encodeURIComponent(token)}`;
  return api(path, { auth: false, signal, answer: UnsubscribeResponseSchema });
}
