import { can } from '@shop/shared/auth/staff-roles';
import type { ConfirmOrderResponse } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import type { PaidDeps } from '../payments/payment-deps.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { settleMessages, settlePayment } from '../payments/settle-payment.ts';

/**
 * The shopper's confirmation after the popup: only the reference is used; the provider decides
 * whether it is paid, and the settlement shared with the webhook and the re-check records it.
 */
export async function confirmOrder(
  deps: PaidDeps,
  provider: PaymentProvider,
  reference: string,
  viewer: SessionUserRow | null,
): Promise<ConfirmOrderResponse> {
  // The signal is recorded before the provider is asked (with the order's read): if this process
  // dies meanwhile, the order is among the first re-checked at the next start.
  const outcome = await settlePayment(deps, provider, reference, 'confirmation', 'confirmation');
  switch (outcome.kind) {
    case 'unknown-order':
      throw notFound(settleMessages.notFound);
    case 'cancelled':
      throw conflict(settleMessages.cancelled);
    case 'refused':
      throw new HttpError(outcome.statusCode, outcome.message);
    case 'provider-error':
      // The provider could not answer (logged loudly); the order stays unpaid and is re-checked,
      // and the shopper may confirm again.
      throw new HttpError(502, messages.checkout.orderFailed);
    case 'paid': {
      // The reference settles the payment for anyone who holds it (the provider may call back
      // without a session), but a customer's order details go only to that customer. With the
      // order goes its page's token, so the shopper lands on /order/<token>.
      const { order, viewToken } = outcome;
      const mayRead = !order.userId || viewer?.id === order.userId || can(viewer?.role, 'orders.read');
      return mayRead
        ? { message: messages.checkout.orderCreated, order, viewToken }
        : { message: messages.checkout.orderCreated };
    }
  }
}
