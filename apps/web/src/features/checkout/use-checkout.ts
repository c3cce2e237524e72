import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CheckedCheckout } from '@shop/shared/checkout/checkout-rules';
import { checkoutMessages } from '@shop/shared/checkout/checkout-messages';
import { useAppStores, useAuthState, useCartState } from '../../lib/store/app-stores';
import { handOrder } from '../../lib/handed-order';
import { attemptEnded } from './checkout-attempt';
import type * as PaymentStepsModule from './payment-steps';
import { useSandboxPopup } from './use-sandbox-popup';

type PaymentSteps = typeof PaymentStepsModule;

export type ThankYou = { reference: string; amount: number; email: string };

const PRICES_CHANGED_NOTE =
  'Some prices changed since you added these items. Your cart now shows the current prices: please check the total and press pay again.';

/** Shows a message (already done by the caller's expression) and reports no payment. */
const fail = (_shown: unknown) => false;

/**
 * The shopper closed the popup: the server gives the checkout up and its stock back at once,
 * unless the provider says it was paid after all (the order goes on to confirm) or a transfer may
 * still land (the order waits for it on its own page). The next press is a new attempt either way.
 */
async function givenUp(steps: PaymentSteps, reference: string) {
  const answer = await steps.cancelCheckout(reference).catch(() => null);
  attemptEnded();
  return answer;
}

/**
 * The payment of checked details: record the pending order, pay in the popup, confirm, and take
 * the shopper to the order's page.
 */
export function useCheckout() {
  const cart = useCartState((c) => c);
  const user = useAuthState((auth) => auth.user);
  const cartStore = useAppStores().cart;
  const navigate = useNavigate();
  const sandbox = useSandboxPopup();
  const [busy, setBusy] = useState(false);
  const [priceNote, setPriceNote] = useState<string | null>(null);
  const [thankYou, setThankYou] = useState<ThankYou | null>(null);
  // Set at once (state would wait for a render): a double tap starts one payment, not two popups.
  const paying = useRef(false);

  /** Resolves true once the server says paid (the page then resets its form). */
  async function pay(checked: CheckedCheckout, discountCode: string | null = null): Promise<boolean> {
    if (paying.current) return false;
    paying.current = true;
    setBusy(true);
    try {
      // Loaded with the press, not with the cart's first page (payment-steps.ts).
      const steps = await import('./payment-steps');
      const started = await steps.startPayment(cart, checked, discountCode);
      if (started.kind === 'failed') return fail(toast.error(started.message));
      if (started.kind === 'repriced') {
        cartStore.replace(started.cart);
        return fail(setPriceNote(PRICES_CHANGED_NOTE));
      }
      setPriceNote(null);
      const { pending } = started;

      const popup = await steps.openPaymentPopup(pending, sandbox.open);
      if (typeof popup === 'object') return fail(toast.error(popup.problem));
      if (popup === 'failed') return fail(toast.error(checkoutMessages.paymentStartFailed));
      if (popup === 'cancelled') {
        const answer = await givenUp(steps, pending.reference);
        if (answer?.status === 'waiting' && answer.viewToken) {
          // The money is on its way: the order stands, and its page shows it paid when it lands.
          cartStore.clear();
          toast(answer.message);
          void navigate(`/order/${answer.viewToken}`);
          return true;
        }
        if (answer?.status !== 'paid') return fail(toast(checkoutMessages.paymentCancelled));
      }

      const confirmed = await steps.confirmOrder(pending.reference).catch(() => null);
      if (!confirmed) return fail(toast.error(checkoutMessages.orderFailed));
      attemptEnded();
      cartStore.clear();
      toast.success(checkoutMessages.orderCreated);
      // Every shopper lands on the order's own page (scrolled to the top), guest or customer; the
      // thank-you on this page is left only for an answer without the page's token.
      if (confirmed.viewToken) {
        // The answer's order is current: the order page shows it without reading it again.
        if (confirmed.order) handOrder(confirmed.viewToken, confirmed.order);
        void navigate(`/order/${confirmed.viewToken}`, { state: { order: confirmed.order } });
      } else if (user) void navigate('/dashboard');
      else setThankYou({ reference: pending.reference, amount: pending.amount, email: pending.email });
      return true;
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }

  return { cart, user, busy, pay, sandbox: sandbox.request, priceNote, thankYou };
}
