import {
  UnsubscribeResponseSchema,
  type UnsubscribeResponse,
} from '@shop/shared/come-back/come-back-schemas';
import { api } from '../../../lib/api-client';

/** POST /mail/unsubscribe?token=: no more reminders or stock alerts to the link's address. */
export async function unsubscribeEmail(token: string): Promise<UnsubscribeResponse> {
  const path = `/mail/unsubscribe?token=${encodeURIComponent(token)}`;
  return api(path, { method: 'POST', auth: false, answer: UnsubscribeResponseSchema });
}
