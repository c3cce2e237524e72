import { useEffect, useRef, useState } from 'react';
import type { SessionUser } from '@shop/shared/auth/session-user';
import type { CheckedCheckout, CheckoutField, CheckoutIssue } from '@shop/shared/checkout/checkout-rules';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import { offeredTransport } from '@shop/shared/checkout/transport-options';
import { emptyDelivery } from './checkout-types';
import { usePlaces } from './use-places';

// The checkout's rules bring the validation library (about 20 kB gzip): loaded when the shopper
// starts filling the form or pays, not with the cart page.
const loadChecker = () => import('./check-checkout');

/**
 * The delivery form: its values, the transport options its address may take, and the last failed
 * check, whose field is marked and focused beside the toast (a phone user need not scroll to it).
 */
export function useCheckoutForm(user: SessionUser | null, itemCount: number) {
  const [form, setForm] = useState<Delivery>(emptyDelivery);
  const [chosenTransport, setChosenTransport] = useState<string | null>(null);
  const [issue, setIssue] = useState<CheckoutIssue | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Options follow the address: a choice the new address cannot take is dropped, not kept hidden.
  // Within Benin waits for the LGAs (a city can only be chosen once they are here).
  const places = usePlaces(Boolean(form.state));
  const transportOptions = offeredTransport(places?.isInBeninCity(form.state, form.city) ?? false);
  const transportOption = transportOptions.some((o) => o.id === chosenTransport) ? chosenTransport : null;

  useEffect(() => {
    if (!issue) return;
    const field = formRef.current?.querySelector<HTMLElement>(
      `[name="${issue.field}"]:checked, [name="${issue.field}"]`,
    );
    field?.focus();
  }, [issue]);

  /** A shopper editing the marked field clears its mark. */
  const clearMark = (fields: string[]) => setIssue((i) => (i && fields.includes(i.field) ? null : i));

  return {
    form,
    formRef,
    transportOptions,
    transportOption,
    errorOf: (field: CheckoutField) => (issue?.field === field ? issue.message : null),
    change(change: Partial<Delivery>) {
      void loadChecker(); // fetched while the shopper types, ready by the time they pay
      clearMark(Object.keys(change));
      setForm((f) => ({ ...f, ...change }));
    },
    chooseTransport(id: string) {
      clearMark(['transportOption']);
      setChosenTransport(id);
    },
    /** The checked details, or the first broken rule's message (its field is then marked). */
    async check(): Promise<{ checked: CheckedCheckout } | { problem: string }> {
      const { checkCheckout } = await loadChecker();
      const result = checkCheckout(form, transportOption, user, itemCount);
      setIssue(result.ok ? null : result.issue);
      return result.ok ? { checked: result.data } : { problem: result.issue.message };
    },
    reset() {
      setForm(emptyDelivery);
      setChosenTransport(null);
    },
  };
}
