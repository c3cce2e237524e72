import { api } from '../api-client';

// Beside the rest of the app's code (lib/, the first pages' shared chunk) rather than with the
// address book's changes (domain/addresses/): the cart route's loader, in the first bundle, starts
// this read, and alone it would be one more small file every storefront page fetched.

/** GET /auth/addresses: the signed-in customer's address book, the default first. */
export async function getAddresses() {
  // The answer's schema (zod) loads when a signed-in shopper's book is read, never with the cart's first page.
  const { AddressListResponseSchema } = await import('@shop/shared/auth/address-schemas');
  return (await api('/auth/addresses', { answer: AddressListResponseSchema })).addresses;
}
