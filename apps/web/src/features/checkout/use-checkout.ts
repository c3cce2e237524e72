import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { firstCheckoutIssue, type CheckoutIssue } from '@shop/shared/checkout/checkout-rules';
import type { CheckoutResponse, ConfirmOrderResponse } from '@shop/shared/checkout/checkout-schemas';
import { popupParamProblem } from '@shop/shared/checkout/popup-params';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../lib/api-client';
import { cartCleared, cartReplaced } from '../../lib/cart/cart-slice';
import { confirmOrder } from './api/confirm-order';
import { startCheckout } from './api/start-checkout';
import type { CheckoutState, DeliveryForm } from './checkout-types';
import type { PopupResult } from './pay-with-paystack';
import { cartFromServer, pricesChanged } from './reprice-cart';

export type SandboxRequest = { amount: number; reference: string; settle: (result: PopupResult) => void };
export type ThankYou = { reference: string; amount: number; email: string };

/** Shows a message (already done by the caller's expression) and reports no payment. */
const fail = (_shown: unknown) => false;

export const PRICES_CHANGED_NOTE =
  'Some prices changed since you added these items. Your cart now shows the current prices: please check the total and press pay again.';

/** The checkout: validate, record the pending order, pay in the popup, confirm. */
export function useCheckout() {
  const cart = useSelector((s: CheckoutState) => s.cart);
  const user = useSelector((s: CheckoutState) => s.auth.user);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [sandbox, setSandbox] = useState<SandboxRequest | null>(null);
  const [priceNote, setPriceNote] = useState<string | null>(null);
  const [thankYou, setThankYou] = useState<ThankYou | null>(null);
  // The last failed check, so the page marks and focuses its field beside its toast.
  const [issue, setIssue] = useState<CheckoutIssue | null>(null);

  const openPopup = async (pending: CheckoutResponse): Promise<PopupResult> => {
    if (pending.provider === 'paystack') {
      const { payWithPaystack } = await import('./pay-with-paystack');
      return payWithPaystack(pending);
    }
    return new Promise<PopupResult>((resolve) =>
      setSandbox({
        amount: pending.amount,
        reference: pending.reference,
        settle: (result) => {
          setSandbox(null);
          resolve(result);
        },
      }),
    );
  };

  /** Resolves true once the server says paid (the page then resets its form). */
  async function pay(form: DeliveryForm, transportOption: string | null): Promise<boolean> {
    const delivery = user ? { ...form, name: '', email: '' } : form;
    const problem = firstCheckoutIssue({
      delivery,
      isGuest: !user,
      itemCount: cart.items.length,
      transportOption,
    });
    setIssue(problem);
    if (problem) return fail(toast.error(problem.message));

    setBusy(true);
    try {
      let pending: CheckoutResponse;
      try {
        pending = await startCheckout({
          items: cart.items.map((i) => ({
            productId: i.productId,
            colorId: i.color?._id ?? null,
            quantity: i.quantity,
          })),
          delivery,
          transportOption,
        });
      } catch (error) {
        // 400: a rule of the form or cart; 409: not enough stock left, naming the item and the count.
        const clear = error instanceof ApiError && (error.status === 400 || error.status === 409);
        return fail(toast.error(clear ? error.message : messages.checkout.paymentStartFailed));
      }
      if (pricesChanged(cart, pending)) {
        dispatch(cartReplaced(cartFromServer(pending)));
        return fail(setPriceNote(PRICES_CHANGED_NOTE));
      }
      setPriceNote(null);

      const paramProblem = popupParamProblem({
        key: pending.publicKey,
        email: pending.email,
        amount: pending.amountKobo,
        currency: pending.currency,
        reference: pending.reference,
        channels: ['card'],
      });
      if (paramProblem) return fail(toast.error(paramProblem));

      let result: PopupResult;
      try {
        result = await openPopup(pending);
      } catch {
        return fail(toast.error(messages.checkout.paymentStartFailed));
      }
      if (result === 'cancelled') return fail(toast(messages.checkout.paymentCancelled));

      let confirmed: ConfirmOrderResponse;
      try {
        confirmed = await confirmOrder({
          userId: user?._id ?? null,
          items: pending.items.map((i) => ({
            productId: i.productId,
            quantity: i.quantity,
            price: i.price,
            color: i.color,
          })),
          amount: pending.amount,
          address: delivery.address,
          state: delivery.state,
          city: delivery.city,
          phoneNumber: delivery.phoneNumber,
          transportOption: transportOption ?? '',
          transportCost: pending.transportCost,
          transactionId: pending.reference,
          name: user ? `${user.first_name} ${user.last_name}` : delivery.name,
          email: pending.email,
        });
      } catch {
        return fail(toast.error(messages.checkout.orderFailed));
      }
      dispatch(cartCleared());
      toast.success(messages.checkout.orderCreated);
      // Every shopper lands on the order's own page (scrolled to the top), guest or customer; the
      // thank-you on this page is left only for an answer without the page's token.
      if (confirmed.viewToken)
        void navigate(`/order/${confirmed.viewToken}`, { state: { order: confirmed.order } });
      else if (user) void navigate('/dashboard');
      else setThankYou({ reference: pending.reference, amount: pending.amount, email: pending.email });
      return true;
    } finally {
      setBusy(false);
    }
  }

  /** A shopper editing the marked field clears its mark. */
  const fieldChanged = (fields: string[]) => setIssue((i) => (i && fields.includes(i.field) ? null : i));

  return { cart, user, busy, pay, sandbox, priceNote, thankYou, issue, fieldChanged };
}
