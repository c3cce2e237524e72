import {
  CustomerNoteResponseSchema,
  type CustomerNoteRequest,
} from '@shop/shared/customers/customer-schemas';
import { api } from '../../../../lib/api-client';

/** POST /admin/customers/{id}/notes: a staff note on the person, kept with who wrote it and when. */
export const addCustomerNote = (id: string, body: CustomerNoteRequest) =>
  api(`/admin/customers/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    body,
    answer: CustomerNoteResponseSchema,
  });
