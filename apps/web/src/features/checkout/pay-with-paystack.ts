import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { popupParams } from '@shop/shared/checkout/popup-params';
import type { PopupResult } from './checkout-types';

/**
 * Paystack's popup, loaded only when the shopper pays (about 43 kB gzip). It resumes the
 * transaction the server initialised, so the browser never decides the amount.
 */
export async function payWithPaystack(pending: CheckoutResponse): Promise<PopupResult> {
  const { default: PaystackPop } = await import('@paystack/inline-js');
  return new Promise<PopupResult>((resolve, reject) => {
    const callbacks = {
      onSuccess: () => resolve('paid'),
      onCancel: () => resolve('cancelled'),
      onError: (error: { message: string }) => reject(new Error(error.message)),
    };
    const popup = new PaystackPop();
    if (pending.accessCode) popup.resumeTransaction(pending.accessCode, callbacks);
    else popup.newTransaction({ ...popupParams(pending), bearer: 'account', ...callbacks });
  });
}
