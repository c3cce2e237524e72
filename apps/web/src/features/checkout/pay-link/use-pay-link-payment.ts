import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import type { PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { ApiError } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';
import type * as PaymentStepsModule from '../payment-steps';
import { useSandboxPopup } from '../use-sandbox-popup';
import { viewPayLink } from './api/view-pay-link';

type PaymentSteps = typeof PaymentStepsModule;

/** How often the page asks while a transfer is on its way (as the order's own page does). */
const WAITING_POLL_MS = 3_000;

/** The link's answer once its order is paid (410 with the paid message; cancelled and expired say otherwise). */
const saysPaid = (error: unknown) =>
  error instanceof ApiError && error.status === 410 && error.message === messages.payLinks.paid;

/** Where the link's payment stands: ready to pay, waiting for a transfer, or paid. */
export type LinkPaymentState = 'ready' | 'waiting' | 'paid';

/**
 * Paying a link: the checkout's popup for the order's own transaction, then the checkout's
 * confirmation, so the order is paid by the one settlement path and lands on its own page. A
 * transfer under way is waited for: the link is read again every few seconds until it says paid.
 * The popup's close never gives the order up: the link stays open until its time.
 */
export function usePayLinkPayment(token: string, view: PayLinkView) {
  const navigate = useNavigate();
  const sandbox = useSandboxPopup();
  const [state, setState] = useState<LinkPaymentState>('ready');
  const [busy, setBusy] = useState(false);
  const paying = useRef(false);
  const { reference } = view.payment;

  /** The checkout's confirmation: to the order's page when the answer opens it, else paid here. */
  async function confirmPaid(steps: PaymentSteps) {
    const confirmed = await steps.confirmOrder(reference).catch(() => null);
    if (confirmed?.viewToken) return void navigate(`/order/${confirmed.viewToken}`);
    setState('paid');
    toast.success(messages.payLinks.paidTitle);
  }

  async function pay() {
    if (paying.current) return;
    paying.current = true;
    setBusy(true);
    try {
      const steps = await import('../payment-steps');
      const popup = await steps.openPaymentPopup(view.payment, sandbox.open);
      if (typeof popup === 'object') return void toast.error(popup.problem);
      if (popup === 'failed') return void toast.error(messages.checkout.paymentStartFailed);
      if (popup === 'paid') return await confirmPaid(steps);
      // Closed: a transfer or USSD payment may be on its way; the link's page waits for it.
      const fresh = await viewPayLink(token).catch((error: unknown) => error);
      if (saysPaid(fresh)) return await confirmPaid(steps);
      if (fresh instanceof Error) return void toast.error(fresh.message);
      if ((fresh as PayLinkView).awaitingTransferUntil) setState('waiting');
      else toast(messages.checkout.paymentCancelled);
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }

  // While a transfer is awaited: the link read again a few seconds after each answer, until it
  // says it is paid (a failed read, a phone losing its network, is simply asked again).
  const waiting = state === 'waiting';
  const poll = useApiRead(waiting ? token : null, (signal) => viewPayLink(token, signal), {
    delayMs: WAITING_POLL_MS,
  });
  const paidMeanwhile = waiting && saysPaid(poll.error);
  const { loading, reread } = poll;
  useEffect(() => {
    if (waiting && !loading && !paidMeanwhile) reread();
  }, [waiting, loading, paidMeanwhile, reread]);
  const confirming = useRef(false);
  useEffect(() => {
    if (!paidMeanwhile || confirming.current) return;
    confirming.current = true;
    void import('../payment-steps').then(confirmPaid);
    // confirmPaid reads only the reference and navigate, both fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paidMeanwhile]);

  return { state, busy, pay, sandbox: sandbox.request };
}
