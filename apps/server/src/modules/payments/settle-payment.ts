import type { Order } from '@shop/shared/orders/order-schemas';
import { markOrderPaid, type PaidDeps } from '../orders/mark-order-paid.ts';
import { findOrderByReference, findPaymentTarget } from '../orders/orders.repository.ts';
import { PaymentProviderError } from './payment-provider-error.ts';
import type { PaymentProvider, Verification } from './payment-provider.ts';
import { recheckSoon, RETRY_AFTER_PROVIDER_ERROR_MS } from './pending-recheck.repository.ts';

export type SettleOutcome =
  | { kind: 'paid'; order: Order; newlyPaid: boolean }
  | { kind: 'unknown-order' }
  | { kind: 'cancelled'; order: Order }
  | { kind: 'refused'; statusCode: 400 | 402; message: string; order: Order }
  /** The provider could not answer (operator error): neither paid nor refused; ask again later. */
  | { kind: 'provider-error'; order: Order };

export const settleMessages = {
  notFound: 'No order was found for this payment reference',
  notPaid: 'The payment was not completed, so the order is still awaiting payment',
  mismatch: 'The amount paid does not match the order total, so the order was not confirmed',
  cancelled: 'This order was cancelled',
};

/** Orders a payment may still settle: an expired checkout whose money arrives late is honoured. */
const UNPAID = new Set(['pending', 'expired']);

/** Paid means: success, in naira, for this reference, for exactly the order's kobo (fees aside). */
const matchesOrder = (v: Verification, reference: string, amountKobo: number) =>
  v.amountKobo === amountKobo && v.currency === 'NGN' && v.reference === reference;

/**
 * Asks the provider about a reference and, when it says the order's exact amount was charged in
 * naira, marks the order paid. Every check is against the server's order, never the caller's
 * figures. Already-paid orders are answered as they are (idempotent).
 */
export async function settlePayment(
  deps: PaidDeps,
  provider: PaymentProvider,
  reference: string,
  via: 'confirmation' | 'webhook' | 'recheck',
): Promise<SettleOutcome> {
  const target = await findPaymentTarget(deps.db, reference);
  const order = target && (await findOrderByReference(deps.db, reference));
  if (!target || !order) return { kind: 'unknown-order' };
  if (target.status === 'cancelled') return { kind: 'cancelled', order };
  if (!UNPAID.has(target.status)) return { kind: 'paid', order, newlyPaid: false };

  let verified: Verification | null;
  try {
    verified = await provider.verify(reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Loud on purpose: a wrong key or an outage leaves paying customers without their order.
    deps.log.error({ err: error, reference, via }, 'PAYMENTS: the provider could not verify a payment');
    // Whatever its schedule said, the order is asked about again within minutes.
    await recheckSoon(deps.db, [order._id], new Date(Date.now() + RETRY_AFTER_PROVIDER_ERROR_MS));
    return { kind: 'provider-error', order };
  }
  if (!verified || verified.status !== 'success') {
    return { kind: 'refused', statusCode: 402, message: settleMessages.notPaid, order };
  }
  if (!matchesOrder(verified, reference, target.amountKobo)) {
    deps.log.warn({ reference, verified, amountKobo: target.amountKobo }, 'payment does not match its order');
    return { kind: 'refused', statusCode: 400, message: settleMessages.mismatch, order };
  }
  const result = await markOrderPaid(deps, reference, via, {
    feesKobo: verified.feesKobo ?? null,
    channel: verified.channel ?? null,
    providerPaidAt: verified.paidAt ?? null,
  });
  if (!result.order) return { kind: 'unknown-order' };
  if (result.order.status === 'cancelled') return { kind: 'cancelled', order: result.order };
  return { kind: 'paid', order: result.order, newlyPaid: result.newlyPaid };
}
