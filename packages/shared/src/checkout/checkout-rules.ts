import { z } from 'zod';
import { messages } from '../messages.ts';
import { findLga, findState } from '../locations/nigeria.ts';
import { DeliverySchema, type Delivery } from './checkout-schemas.ts';
import { isEmailAddress, isNigerianPhone } from './contact-rules.ts';
import { findTransportOption, isTransportAvailable, type TransportOption } from './transport.ts';

// The checkout's checks, in their fixed order, shared by the page (which marks the field and toasts
// the message) and the server (which answers it as a 400). Only the first failing rule is reported,
// and a format check follows its field's own "required" check, so a shopper fixes one field at a
// time. A parse that passes gives the checked details: trimmed, with the state's and LGA's names
// as the shop spells them.

/** The form's values: the delivery details and the transport chosen. */
export const CheckoutFormSchema = DeliverySchema.extend({ transportOption: z.string().max(20).nullish() });
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;

/** The field a problem is about, so the page can mark and focus it. */
export type CheckoutField = keyof Delivery | 'cart' | 'transportOption';
export type CheckoutIssue = { field: CheckoutField; message: string };

/** A signed-in shopper is not asked for a name or e-mail: the account's are used. */
export type CheckoutAccount = { name: string; email: string };
export type CheckoutContext = { account: CheckoutAccount | null; itemCount: number };

export type CheckedCheckout = { delivery: Delivery; transport: TransportOption };

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The first failing rule, or the checked delivery and transport. */
function check(form: CheckoutForm, { account, itemCount }: CheckoutContext): CheckoutIssue | CheckedCheckout {
  const c = messages.checkout;
  const issue = (field: CheckoutField, message: string) => ({ field, message });
  const { address, city, phoneNumber } = form;
  if (!filled(address)) return issue('address', c.address);
  const state = filled(form.state) ? findState(form.state) : undefined;
  if (!state) return issue('state', c.state);
  if (!filled(city)) return issue('city', c.lga);
  const lga = findLga(state.name, city);
  if (!lga) return issue('city', c.invalidLga);
  if (!filled(phoneNumber)) return issue('phoneNumber', c.phone);
  if (!isNigerianPhone(phoneNumber)) return issue('phoneNumber', c.invalidPhone);
  let contact = account;
  if (!contact) {
    if (!filled(form.email)) return issue('email', c.email);
    if (!isEmailAddress(form.email)) return issue('email', c.invalidEmail);
    if (!filled(form.name)) return issue('name', c.name);
    contact = { name: form.name.trim(), email: form.email.trim() };
  }
  if (itemCount < 1) return issue('cart', c.emptyCart);
  const transport = findTransportOption(form.transportOption);
  if (!transport) return issue('transportOption', c.transport);
  // Within Benin is a local rider: only Benin City addresses may choose it.
  if (!isTransportAvailable(transport, state.name, lga)) return issue('transportOption', c.beninOnly);
  const delivery = {
    ...contact,
    address: address.trim(),
    state: state.name,
    city: lga,
    phoneNumber: phoneNumber.trim(),
  };
  return { delivery, transport };
}

/**
 * The checkout's rules as a schema: parsing the form gives the checked details, or exactly one
 * issue (the first rule broken) on the field it is about.
 */
export const checkoutRules = (context: CheckoutContext) =>
  CheckoutFormSchema.transform((form, ctx): CheckedCheckout => {
    const result = check(form, context);
    if ('delivery' in result) return result;
    ctx.addIssue({ code: 'custom', path: [result.field], message: result.message });
    return z.NEVER;
  });

/** The one issue a failed parse of checkoutRules reports. */
export function checkoutIssueOf(error: z.ZodError): CheckoutIssue {
  const [first] = error.issues;
  return { field: String(first?.path[0] ?? 'cart') as CheckoutField, message: first?.message ?? '' };
}
