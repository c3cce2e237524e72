import { AddressResponseSchema, type AddressBody } from '@shop/shared/auth/address-schemas';
import { api } from '../../lib/api-client';

/** POST /auth/addresses: saves an address (checked by the checkout's rules); the first is the default. */
export const createAddress = (body: AddressBody) =>
  api('/auth/addresses', { method: 'POST', body, answer: AddressResponseSchema });
