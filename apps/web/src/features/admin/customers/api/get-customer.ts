import { CustomerDetailsSchema } from '@shop/shared/customers/customer-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/customers/{id}: the person, their orders and the staff's notes. */
export const getCustomer = (id: string, signal?: AbortSignal) =>
  api(`/admin/customers/${encodeURIComponent(id)}`, { signal, answer: CustomerDetailsSchema });
