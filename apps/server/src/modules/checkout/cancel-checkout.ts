import type { CancelCheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import { HttpError, notFound } from '../../http-error.ts';
import type { PaidDeps } from '../payments/payment-deps.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { awaitedTransferPage, awaitTransfer, TRANSFER_VALID_MS } from '../payments/awaited-transfer.ts';
import { expireCancelledCheckout } from './checkout.repository.ts';

/**
 * The shopper closed the payment popup. The provider is asked first, as the re-check would: a
 * payment it reports settles the order (it stands); with nothing paid the checkout is expired and
 * its stock given back at once, so she (or anyone) can buy it again now, not in 30 minutes. A
 * transfer that may still land (under way at the provider, or its account still valid) keeps the
 * order pending and its stock held: the answer is `waiting`. The same answer comes back however
 * often it is asked; a payment arriving later is still honoured.
 */
export async function cancelCheckout(
  deps: PaidDeps,
  provider: PaymentProvider,
  reference: string,
): Promise<CancelCheckoutResponse> {
  const outcome = await settlePayment(deps, provider, reference, 'cancel');
  switch (outcome.kind) {
    case 'unknown-order':
      throw notFound(messages.checkout.checkoutNotFound);
    case 'provider-error':
      // Paystack could not answer (logged loudly): nothing is given up on a guess; the order stays
      // pending, holds until its time, and the re-check asks again soon.
      throw new HttpError(502, messages.checkout.cancelCheckFailed);
    case 'cancelled':
      return { reference, status: 'cancelled', message: messages.checkout.checkoutOrderCancelled };
    case 'paid':
      return { reference, status: 'paid', message: messages.checkout.checkoutWasPaid };
    case 'refused': {
      // A transfer or USSD payment may still land (the provider says it is under way, or its
      // account is still valid): the order and its stock wait for it; the webhook or re-check
      // settles it when it comes.
      if (outcome.inProgress)
        await awaitTransfer(deps.db, reference, new Date(Date.now() + TRANSFER_VALID_MS));
      if (await expireCancelledCheckout(deps.db, reference)) {
        return { reference, status: 'expired', message: messages.checkout.checkoutCancelled };
      }
      const viewToken = await awaitedTransferPage(deps.db, reference);
      return viewToken
        ? { reference, status: 'waiting', message: messages.checkout.awaitingPayment, viewToken }
        : { reference, status: 'expired', message: messages.checkout.checkoutCancelled };
    }
  }
}
