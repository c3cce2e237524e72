import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import { emptyDelivery } from './checkout-types';

// What the shopper typed at the checkout, kept for her visit: leaving the cart for a product and
// coming back (or reloading) finds the delivery form, the option and the code as she left them.
// sessionStorage: this tab only, gone when it closes, never localStorage. Nothing of a card is
// ever typed here (the provider's popup takes it). Kept per shopper: another account, or the
// same tab signed out, starts empty. Forgotten once the order is placed.

const KEY = 'checkoutVisit';

export type CheckoutVisit = {
  form: Delivery;
  transportOption: string | null;
  code: { typed: string; applied: string | null };
};

type Stored = CheckoutVisit & { shopper: string | null };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 500;

/** A stored visit as it was written, or null for anything else (edited, older, unreadable). */
function parsed(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Stored>;
    const form = v.form as Record<string, unknown> | undefined;
    const fieldsOk = form && Object.keys(emptyDelivery).every((k) => isText(form[k]));
    const optionOk = v.transportOption === null || isText(v.transportOption);
    const codeOk = v.code && isText(v.code.typed) && (v.code.applied === null || isText(v.code.applied));
    const shopperOk = v.shopper === null || isText(v.shopper);
    return fieldsOk && optionOk && codeOk && shopperOk ? (v as Stored) : null;
  } catch {
    return null;
  }
}

function readStored(): Stored | null {
  try {
    return parsed(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

/** This shopper's checkout as she left it in this tab (`shopper`: the account's id, null for a guest). */
export function readCheckoutVisit(shopper: string | null): CheckoutVisit | null {
  const stored = readStored();
  if (!stored || stored.shopper !== shopper) return null;
  return { form: stored.form, transportOption: stored.transportOption, code: stored.code };
}

const empty: CheckoutVisit = {
  form: emptyDelivery,
  transportOption: null,
  code: { typed: '', applied: null },
};

/** Keeps part of the visit (the form's hook and the code's write their own parts). */
export function keepCheckoutVisit(shopper: string | null, part: Partial<CheckoutVisit>) {
  const kept = readCheckoutVisit(shopper) ?? empty;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...kept, ...part, shopper } satisfies Stored));
  } catch {
    // Storage full or refused: the form still works, it is only not kept.
  }
}

export function forgetCheckoutVisit() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
