import { messages } from '../messages.ts';
import { findLga, findState } from '../locations/nigeria.ts';
import { isEmailAddress, isNigerianPhone } from './contact-rules.ts';
import { findTransportOption } from './transport.ts';

// The checkout checks of spec section 5, in the spec's order, shared by the page (which toasts the
// first failure) and the server (which answers it as a 400). Format checks follow the field's own
// "required" check so a shopper fixes one field at a time.

export type DeliveryInput = {
  name?: string | null;
  email?: string | null;
  address?: string | null;
  state?: string | null;
  city?: string | null;
  phoneNumber?: string | null;
};

export type CheckoutInput = {
  delivery: DeliveryInput;
  isGuest: boolean;
  itemCount: number;
  transportOption?: string | null;
};

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The first failing rule's message, or null when the checkout may go ahead. */
export function firstCheckoutProblem({
  delivery,
  isGuest,
  itemCount,
  transportOption,
}: CheckoutInput): string | null {
  const c = messages.checkout;
  if (!filled(delivery.address)) return c.address;
  if (!filled(delivery.state) || !findState(delivery.state)) return c.state;
  if (!filled(delivery.city)) return c.lga;
  if (!findLga(delivery.state, delivery.city)) return c.invalidLga;
  if (!filled(delivery.phoneNumber)) return c.phone;
  if (!isNigerianPhone(delivery.phoneNumber)) return c.invalidPhone;
  if (isGuest) {
    if (!filled(delivery.email)) return c.email;
    if (!isEmailAddress(delivery.email)) return c.invalidEmail;
    if (!filled(delivery.name)) return c.name;
  }
  if (itemCount < 1) return c.emptyCart;
  if (!findTransportOption(transportOption)) return c.transport;
  return null;
}
