import type { SessionUser } from '@shop/shared/auth/session-user';
import type { Cart } from '@shop/shared/cart/cart-rules';
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

/** The slices this feature reads, typed here because features do not import the app's store. */
export type CheckoutState = { cart: Cart; auth: { user: SessionUser | null } };

/** The result of the card popup, whichever provider opened it. */
export type PopupResult = 'paid' | 'cancelled';
