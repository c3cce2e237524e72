import type { Delivery } from '@shop/shared/checkout/checkout-schemas';

/** The delivery form's values (city holds the LGA): the shared delivery shape. */
export const emptyDelivery: Delivery = {
  name: '',
  email: '',
  address: '',
  state: '',
  city: '',
  phoneNumber: '',
};

/** The result of the card popup, whichever provider opened it. */
export type PopupResult = 'paid' | 'cancelled';
