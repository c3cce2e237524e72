import type { SessionUser } from '@shop/shared/auth/session-user';
import type { Cart } from '@shop/shared/cart/cart-rules';

/** The delivery form: city holds the LGA. */
export type DeliveryForm = {
  name: string;
  email: string;
  address: string;
  state: string;
  city: string;
  phoneNumber: string;
};

export const emptyDelivery: DeliveryForm = {
  name: '',
  email: '',
  address: '',
  state: '',
  city: '',
  phoneNumber: '',
};

/** The slices this feature reads, typed here because features do not import the app's store. */
export type CheckoutState = { cart: Cart; auth: { user: SessionUser | null } };
