import { useState } from 'react';
import type { SessionUser } from '@shop/shared/auth/session-user';
import type { CheckedCheckout, CheckoutIssue } from '@shop/shared/checkout/checkout-rules';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import { offeredTransport } from '@shop/shared/checkout/transport-options';
import { emptyDelivery } from './checkout-types';
import { usePlaces } from './use-places';

// The checkout's rules bring the validation library (about 20 kB gzip): loaded when the shopper
// starts filling the form or pays, not with the cart page.
const loadChecker = () => import('./check-checkout');

/**
 * The delivery form's values and the transport options its address may take. Sending it goes the
 * forms' one way (useFormSubmit): `check` gives the checked details or the first broken rule,
 * whose field the page marks and focuses beside the toast (a phone user need not scroll to it).
 */
export function useCheckoutForm(user: SessionUser | null, itemCount: number) {
  const [form, setForm] = useState<Delivery>(emptyDelivery);
  const [chosenTransport, setChosenTransport] = useState<string | null>(null);
  // Options follow the address: a choice the new address cannot take is dropped, not kept hidden.
  // Within Benin waits for the LGAs (a city can only be chosen once they are here).
  const places = usePlaces(Boolean(form.state));
  const transportOptions = offeredTransport(places?.isInBeninCity(form.state, form.city) ?? false);
  const transportOption = transportOptions.some((o) => o.id === chosenTransport) ? chosenTransport : null;

  return {
    form,
    transportOptions,
    transportOption,
    change(change: Partial<Delivery>) {
      void loadChecker(); // fetched while the shopper types, ready by the time they pay
      setForm((f) => ({ ...f, ...change }));
    },
    chooseTransport: setChosenTransport,
    /** The checked details, or the first broken rule (its field and message). */
    async check(): Promise<{ checked: CheckedCheckout } | { issue: CheckoutIssue }> {
      const { checkCheckout } = await loadChecker();
      const result = checkCheckout(form, transportOption, user, itemCount);
      return result.ok ? { checked: result.data } : { issue: result.issue };
    },
    reset() {
      setForm(emptyDelivery);
      setChosenTransport(null);
    },
  };
}
