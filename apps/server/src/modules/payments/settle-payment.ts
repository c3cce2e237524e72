import type { Order } from '@shop/shared/orders/order-schemas';
import { markOrderPaid, type PaidDeps } from '../orders/mark-order-paid.ts';
import { findOrderByReference, findPaymentTarget } from '../orders/orders.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type SettleOutcome =
  | { kind: 'paid'; order: Order; newlyPaid: boolean }
  | { kind: 'unknown-order' }
  | { kind: 'cancelled'; order: Order }
  | { kind: 'refused'; statusCode: 400 | 402; message: string; order: Order };

export const settleMessages = {
  notFound: 'No order was found for this payment reference',
  notPaid: 'The payment was not completed, so the order is still awaiting payment',
  mismatch: 'The amount paid does not match the order total, so the order was not confirmed',
  cancelled: 'This order was cancelled',
};

/**
 * Asks the provider about a reference and, when it says the order's exact amount was charged in
 * naira, marks the order paid. Every check is against the server's pending order, never the
 * caller's figures. Already-paid orders are answered as they are (idempotent).
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
  if (target.status !== 'pending') return { kind: 'paid', order, newlyPaid: false };

  const verified = await provider.verify(reference);
  if (!verified || verified.status !== 'success') {
    return { kind: 'refused', statusCode: 402, message: settleMessages.notPaid, order };
  }
  if (
    verified.amountKobo !== target.amountKobo ||
    verified.currency !== 'NGN' ||
    verified.reference !== reference
  ) {
    deps.log.warn({ reference, verified, amountKobo: target.amountKobo }, 'payment does not match its order');
    return { kind: 'refused', statusCode: 400, message: settleMessages.mismatch, order };
  }
  const result = await markOrderPaid(deps, reference, via);
  if (!result.order) return { kind: 'unknown-order' };
  if (result.order.status === 'cancelled') return { kind: 'cancelled', order: result.order };
  return { kind: 'paid', order: result.order, newlyPaid: result.newlyPaid };
}
