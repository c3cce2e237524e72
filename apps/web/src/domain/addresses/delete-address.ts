import { MessageResponseSchema } from '@shop/shared/auth/auth-schemas';
import { api } from '../../lib/api-client';

/** DELETE /auth/addresses/:id: the newest address left becomes the default if this one was. */
export const deleteAddress = (id: string) =>
  api(`/auth/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', answer: MessageResponseSchema });
