import { messages } from '../messages.ts';
import { findLga, findState } from '../locations/nigeria.ts';
import { isEmailAddress, isNigerianPhone } from './contact-rules.ts';
import { findTransportOption, isTransportAvailable } from './transport.ts';

// The checkout checks, in a fixed order, shared by the page (which toasts the
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

/** The field a problem is about, so the page can mark and focus it. */
export type CheckoutField =
  'address' | 'state' | 'city' | 'phoneNumber' | 'email' | 'name' | 'cart' | 'transportOption';

export type CheckoutIssue = { field: CheckoutField; message: string };

/** The first failing rule, with the field it is about, or null when the checkout may go ahead. */
export function firstCheckoutIssue({
  delivery,
  isGuest,
  itemCount,
  transportOption,
}: CheckoutInput): CheckoutIssue | null {
  const c = messages.checkout;
  const issue = (field: CheckoutField, message: string) => ({ field, message });
  if (!filled(delivery.address)) return issue('address', c.address);
  if (!filled(delivery.state) || !findState(delivery.state)) return issue('state', c.state);
  if (!filled(delivery.city)) return issue('city', c.lga);
  if (!findLga(delivery.state, delivery.city)) return issue('city', c.invalidLga);
  if (!filled(delivery.phoneNumber)) return issue('phoneNumber', c.phone);
  if (!isNigerianPhone(delivery.phoneNumber)) return issue('phoneNumber', c.invalidPhone);
  if (isGuest) {
    if (!filled(delivery.email)) return issue('email', c.email);
    if (!isEmailAddress(delivery.email)) return issue('email', c.invalidEmail);
    if (!filled(delivery.name)) return issue('name', c.name);
  }
  if (itemCount < 1) return issue('cart', c.emptyCart);
  const transport = findTransportOption(transportOption);
  if (!transport) return issue('transportOption', c.transport);
  // Within Benin is a local rider: only Benin City addresses may choose it.
  if (!isTransportAvailable(transport, delivery.state, delivery.city))
    return issue('transportOption', c.beninOnly);
  return null;
}

/** The first failing rule's message, or null when the checkout may go ahead. */
export function firstCheckoutProblem(input: CheckoutInput): string | null {
  return firstCheckoutIssue(input)?.message ?? null;
}
