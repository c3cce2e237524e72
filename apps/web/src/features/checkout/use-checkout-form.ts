import { useEffect, useState } from 'react';
import type { SessionUser } from '@shop/shared/auth/session-user';
import type { CheckedCheckout, CheckoutIssue } from '@shop/shared/checkout/checkout-rules';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import type { FieldErrors } from '../../components/form/field-errors';
import { emptyDelivery } from './checkout-types';
import { keepCheckoutVisit, readCheckoutVisit } from './checkout-visit';
import { useDeliveryOptions } from '../../domain/delivery/use-delivery-options';

// The checkout's rules bring the validation library (about 20 kB gzip): loaded when the shopper
// starts filling the form or pays, not with the cart page.
const loadChecker = () => import('./check-checkout');

/**
 * The delivery form's values and the transport options its address may take. Sending it goes the
 * forms' one way (useFormSubmit): `check` gives the checked details or every broken rule, whose
 * fields the page marks at once, focusing the first (a phone user need not scroll to it), while
 * the toast says the first rule's message.
 */
export function useCheckoutForm(user: SessionUser | null, itemCount: number) {
  const shopper = user?._id ?? null;
  // The form as she left it earlier in this visit (checkout-visit.ts), else empty.
  const [form, setForm] = useState<Delivery>(() => readCheckoutVisit(shopper)?.form ?? emptyDelivery);
  const [chosenTransport, setChosenTransport] = useState<string | null>(
    () => readCheckoutVisit(shopper)?.transportOption ?? null,
  );
  useEffect(() => {
    keepCheckoutVisit(shopper, { form, transportOption: chosenTransport });
  }, [shopper, form, chosenTransport]);
  // Options follow the address (the shop's, asked for this state and LGA): a choice the new
  // address cannot take is dropped, not kept hidden.
  const transportOptions = useDeliveryOptions(form.state, form.city) ?? [];
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
    /** The checked details, or every broken rule by field and the first of them (its field and message). */
    async check(): Promise<{ checked: CheckedCheckout } | { issue: CheckoutIssue; errors: FieldErrors }> {
      const { checkCheckout } = await loadChecker();
      const result = checkCheckout(form, transportOption, user, itemCount, transportOptions);
      return result.ok ? { checked: result.data } : { issue: result.issue, errors: result.errors };
    },
    reset() {
      setForm(emptyDelivery);
      setChosenTransport(null);
    },
  };
}
