import { AddressListResponseSchema } from '@shop/shared/auth/address-schemas';
import { api } from '../../lib/api-client';

/** GET /auth/addresses: the signed-in customer's address book, the default first. */
export const getAddresses = async () =>
  (await api('/auth/addresses', { answer: AddressListResponseSchema })).addresses;
