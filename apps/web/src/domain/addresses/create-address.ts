import type { AddressBody } from '@shop/shared/auth/address-schemas';
import { api } from '../../lib/api-client';

/** POST /auth/addresses: saves an address (checked by the checkout's rules); the first is the default. */
export async function createAddress(body: AddressBody) {
  // The answer's schema (zod) loads with the save, never with the cart's first page.
  const { AddressResponseSchema } = await import('@shop/shared/auth/address-schemas');
  return api('/auth/addresses', { method: 'POST', body, answer: AddressResponseSchema });
}
