import {
  CustomersPageSchema,
  type CustomersPage,
  type CustomersQuery,
} from '@shop/shared/customers/customer-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/customers: one page of the people who bought, the most recent buyer first; `q` searches. */
export async function getCustomersPage(query: CustomersQuery): Promise<CustomersPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return api(`/admin/customers?${params}`, { answer: CustomersPageSchema });
}
