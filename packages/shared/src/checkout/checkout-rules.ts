import { z } from 'zod';
import { messages } from '../messages.ts';
import { findLga, findState } from '../locations/nigeria.ts';
import { DeliverySchema, type Delivery } from './checkout-schemas.ts';
import { isEmailAddress, isNigerianPhone } from './contact-rules.ts';
import type { TransportChoice } from './transport-options.ts';

// The checkout's checks, in their fixed order, shared by the page and the server. Every failing
// rule is reported, in that order, one per field (a format check only once its field is filled), so
// the page marks every wrong field at once; the toast and the server's 400 say the first. A parse
// that passes gives the checked details: trimmed, with the state's and LGA's names as the shop
// spells them.

/** The form's values: the delivery details and the transport chosen. */
export const CheckoutFormSchema = DeliverySchema.extend({ transportOption: z.string().max(20).nullish() });
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;

/** The field a problem is about, so the page can mark and focus it. */
export type CheckoutField = keyof Delivery | 'cart' | 'transportOption';
export type CheckoutIssue = { field: CheckoutField; message: string };

/** A signed-in shopper is not asked for a name or e-mail: the account's are used. */
export type CheckoutAccount = { name: string; email: string };
export type CheckoutContext = {
  account: CheckoutAccount | null;
  itemCount: number;
  /** The delivery options offered at the form's address (the page fetched them, the server read them). */
  transportOptions: readonly TransportChoice[];
};

export type CheckedCheckout = { delivery: Delivery; transport: TransportChoice };

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** Where an order goes: the delivery fields an address book keeps, as the checkout checks them. */
export type DeliveryPlace = Pick<Delivery, 'address' | 'state' | 'city' | 'phoneNumber'>;
type PlaceForm = Partial<Record<keyof DeliveryPlace, string | null>>;

/** Every failing rule of the place's fields in the fixed order, or the checked place. */
export function checkDeliveryPlace(form: PlaceForm): {
  issues: CheckoutIssue[];
  place: DeliveryPlace | null;
} {
  const c = messages.checkout;
  const issues: CheckoutIssue[] = [];
  const issue = (field: CheckoutField, message: string) => void issues.push({ field, message });
  const { address, city, phoneNumber } = form;
  if (!filled(address)) issue('address', c.address);
  const state = filled(form.state) ? findState(form.state) : undefined;
  if (!state) issue('state', c.state);
  // An LGA can only be checked against a known state; without one the state's message says it.
  let lga: string | undefined;
  if (!filled(city)) issue('city', c.lga);
  else if (state) {
    lga = findLga(state.name, city);
    if (!lga) issue('city', c.invalidLga);
  }
  if (!filled(phoneNumber)) issue('phoneNumber', c.phone);
  else if (!isNigerianPhone(phoneNumber)) issue('phoneNumber', c.invalidPhone);
  if (issues.length || !state || !lga || !filled(address) || !filled(phoneNumber))
    return { issues, place: null };
  return {
    issues,
    place: { address: address.trim(), state: state.name, city: lga, phoneNumber: phoneNumber.trim() },
  };
}

/** Every failing rule in the fixed order, or the checked delivery and transport. */
function check(
  form: CheckoutForm,
  { account, itemCount, transportOptions }: CheckoutContext,
): CheckoutIssue[] | CheckedCheckout {
  const c = messages.checkout;
  const { issues, place } = checkDeliveryPlace(form);
  const issue = (field: CheckoutField, message: string) => void issues.push({ field, message });
  let contact = account;
  if (!contact) {
    const { email, name } = form;
    if (!filled(email)) issue('email', c.email);
    else if (!isEmailAddress(email)) issue('email', c.invalidEmail);
    if (!filled(name)) issue('name', c.name);
    else if (filled(email)) contact = { name: name.trim(), email: email.trim() };
  }
  if (itemCount < 1) issue('cart', c.emptyCart);
  const chosen = form.transportOption;
  const transport = transportOptions.find((o) => o.id === chosen);
  if (!filled(chosen)) issue('transportOption', c.transport);
  // Only the address's options may be chosen; Within Benin keeps its own message (Benin City only).
  else if (place && !transport) {
    issue('transportOption', chosen === 'BENIN' ? c.beninOnly : c.transportNotOffered);
  }
  if (issues.length || !place || !contact || !transport) return issues;
  return { delivery: { ...contact, ...place }, transport };
}

/**
 * The checkout's rules as a schema: parsing the form gives the checked details, or every rule
 * broken, in the fixed order, each on the field it is about.
 */
export const checkoutRules = (context: CheckoutContext) =>
  CheckoutFormSchema.transform((form, ctx): CheckedCheckout => {
    const result = check(form, context);
    if (!Array.isArray(result)) return result;
    for (const { field, message } of result) ctx.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  });

/** Every issue a failed parse of checkoutRules reports, in the fixed order. */
export function checkoutIssuesOf(error: z.ZodError): CheckoutIssue[] {
  return error.issues.map((issue) => ({
    field: String(issue.path[0] ?? 'cart') as CheckoutField,
    message: issue.message,
  }));
}

/** The first issue a failed parse of checkoutRules reports: the toast's, and the server's 400. */
export function checkoutIssueOf(error: z.ZodError): CheckoutIssue {
  const [first] = error.issues;
  return { field: String(first?.path[0] ?? 'cart') as CheckoutField, message: first?.message ?? '' };
}
