import { api } from '../../lib/api-client';

/** GET /auth/addresses: the signed-in customer's address book, the default first. */
export async function getAddresses() {
  // The answer's schema (zod) loads when a signed-in shopper's book is read, never with the cart's first page.
  const { AddressListResponseSchema } = await import('@shop/shared/auth/address-schemas');
  return (await api('/auth/addresses', { answer: AddressListResponseSchema })).addresses;
}
