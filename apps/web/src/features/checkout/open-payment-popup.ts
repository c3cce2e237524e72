import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { popupParamProblem, popupParams } from '@shop/shared/checkout/popup-params';
import type { PopupResult } from './checkout-types';

export type PopupOutcome = PopupResult | { problem: string } | 'failed';

/**
 * Checks the popup's parameters, then opens Paystack's popup (loaded only now) or the sandbox's.
 * A popup that cannot start answers 'failed'.
 */
export async function openPaymentPopup(
  pending: CheckoutResponse,
  openSandbox: (pending: CheckoutResponse) => Promise<PopupResult>,
): Promise<PopupOutcome> {
  const problem = popupParamProblem(popupParams(pending));
  if (problem) return { problem };
  try {
    if (pending.provider !== 'paystack') return await openSandbox(pending);
    const { payWithPaystack } = await import('./pay-with-paystack');
    return await payWithPaystack(pending);
  } catch {
    return 'failed';
  }
}
