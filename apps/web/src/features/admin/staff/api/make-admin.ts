import { MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../../lib/api-client';

/** PUT /auth/make-admin/{id} with an empty JSON body. */
export const makeAdmin = (id: string) =>
  api(`/auth/make-admin/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: {},
    answer: MessageResponseSchema,
  });
