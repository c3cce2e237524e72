import { AddressResponseSchema, type AddressBody } from '@shop/shared/auth/address-schemas';
import { api } from '../../lib/api-client';

/** PUT /auth/addresses/:id: changes one of the customer's own addresses (`default: true` makes it the one). */
export const updateAddress = (id: string, body: AddressBody) =>
  api(`/auth/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body, answer: AddressResponseSchema });
