import type { Order } from '@shop/shared/orders/order-schemas';
import { afterCommit } from '../../db/after-commit.ts';
import { spendDiscountUse } from '../discounts/discount-uses.ts';
import { mailRow } from '../mail/outbox.repository.ts';
import { mailQueued } from '../mail/outbox-signal.ts';
import { confirmedMessage } from '../order-messages/order-message-events.ts';
import { orderMessageQueued } from '../order-messages/order-message-signal.ts';
import { orderMessageRow } from '../order-messages/queue-order-message.ts';
import { orderConfirmationMail } from '../orders/order-confirmation-mail.ts';
import { orderPageUrl } from '../orders/order-links.ts';
import { toOrder, withDetails } from '../orders/orders.repository.ts';
import { sellReleasedLines } from '../stock/stock-holds.ts';
import type { PaidDeps } from './payment-deps.ts';
import { PaymentProviderError } from './payment-provider-error.ts';
import type { PaymentProvider, Verification } from './payment-provider.ts';
import { recheckSoon, RETRY_AFTER_PROVIDER_ERROR_MS } from './pending-recheck.repository.ts';
import {
  answerPaymentSignal,
  isPaymentInProgress,
  recordPaymentSignal,
  type PaymentSignal,
} from './payment-signals.repository.ts';
import {
  findOrderRow,
  findSettlingOrder,
  payOrder,
  signalledSettlingOrder,
  UNPAID_STATUSES,
  type OrderRow,
  type PaymentDetails,
  type SettlingOrder,
} from './settlement.repository.ts';

// The one way an order becomes paid, shared by the browser's confirmation, the webhook and the
// periodic re-check.

export type SettleVia = 'confirmation' | 'webhook' | 'recheck' | 'cancel';

export type SettleOutcome =
  /** `viewToken` opens the order's own page (`/order/<viewToken>`). */
  | { kind: 'paid'; order: Order; viewToken: string; newlyPaid: boolean }
  | { kind: 'unknown-order' }
  | { kind: 'cancelled' }
  /** `inProgress`: the provider says the payment is still under way (a transfer not yet landed). */
  | { kind: 'refused'; statusCode: 400 | 402; message: string; inProgress?: true }
  /** The provider could not answer (operator error): neither paid nor refused; ask again later. */
  | { kind: 'provider-error' };

export const settleMessages = {
  notFound: 'No order was found for this payment reference',
  notPaid: 'The payment was not completed, so the order is still awaiting payment',
  mismatch: 'The amount paid does not match the order total, so the order was not confirmed',
  cancelled: 'This order was cancelled',
};

const isUnpaid = (status: string) => (UNPAID_STATUSES as readonly string[]).includes(status);

/** Paid means: success, in naira, for this reference, for exactly the order's kobo (fees aside). */
const matchesOrder = (v: Verification, reference: string, amountKobo: number) =>
  v.amountKobo === amountKobo && v.currency === 'NGN' && v.reference === reference;

/** An order already settled (by this call or another), answered as it stands. */
async function settledOutcome(deps: PaidDeps, row: OrderRow | undefined, newlyPaid = false) {
  if (!row) return { kind: 'unknown-order' } as const;
  if (row.status === 'cancelled') return { kind: 'cancelled' } as const;
  const order = await withDetails(deps.db, row);
  return { kind: 'paid', order, viewToken: row.viewToken, newlyPaid } as const;
}

/**
 * Asks the provider about a reference and, when it says the order's exact amount was charged in
 * naira, marks the order paid. Every check is against the server's order, never the caller's
 * figures. Already-paid orders are answered as they are (idempotent).
 */
export async function settlePayment(
  deps: PaidDeps,
  provider: PaymentProvider,
  reference: string,
  via: SettleVia,
  /** A signal to record first (recordPaymentSignal), in the statement that reads the order. */
  signal?: PaymentSignal,
): Promise<SettleOutcome> {
  const settling = signal
    ? await signalledSettlingOrder(deps.db, reference, signal)
    : await findSettlingOrder(deps.db, reference);
  const row = settling?.row;
  if (!settling || !row || !isUnpaid(row.status)) return settledOutcome(deps, row);

  let verified: Verification | null;
  try {
    verified = await provider.verify(reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Loud on purpose: a wrong key or an outage leaves paying customers without their order.
    deps.log.error({ err: error, reference, via }, 'PAYMENTS: the provider could not verify a payment');
    // Whatever its schedule said, the order is asked about again within minutes.
    await recheckSoon(deps.db, [row.id], new Date(Date.now() + RETRY_AFTER_PROVIDER_ERROR_MS));
    return { kind: 'provider-error' };
  }
  if (!verified || verified.status !== 'success') {
    // Under way (the shopper is still paying) keeps the order among the likely paid; any other
    // answer says this signal was not a payment.
    if (verified && isPaymentInProgress(verified.status)) {
      await recordPaymentSignal(deps.db, reference, 'provider-in-progress');
      return { kind: 'refused', statusCode: 402, message: settleMessages.notPaid, inProgress: true };
    }
    await answerPaymentSignal(deps.db, row.id, row.paymentSignalAt);
    return { kind: 'refused', statusCode: 402, message: settleMessages.notPaid };
  }
  if (!matchesOrder(verified, reference, row.amountKobo)) {
    deps.log.warn({ reference, verified, amountKobo: row.amountKobo }, 'payment does not match its order');
    await answerPaymentSignal(deps.db, row.id, row.paymentSignalAt);
    return { kind: 'refused', statusCode: 400, message: settleMessages.mismatch };
  }
  const paid = await recordPayment(deps, settling, via, {
    feesKobo: verified.feesKobo ?? null,
    channel: verified.channel ?? null,
    providerPaidAt: verified.paidAt ?? null,
  });
  if (paid) {
    deps.log.info({ reference, via }, 'order paid');
    return { kind: 'paid', ...paid, newlyPaid: true };
  }
  // Another path (a racing confirmation, webhook or re-check) settled it meanwhile, or it was
  // cancelled: answered as it now stands.
  return settledOutcome(deps, await findOrderRow(deps.db, reference));
}

/**
 * The paid update, its history event, the stock sale and the receipt in the outbox, in one
 * transaction: a paid order always has its receipt on the way, and only the settlement whose
 * update gets the row back records any of it. Nobody waits for the mail to be delivered. The
 * receipt and the order message are composed before, from what the checkout wrote (the lines, the
 * delivery, the totals: a payment changes nothing they say), so the transaction is one call of
 * pay_order in the usual case (bench/README.md, "Where a flash sale's time goes").
 */
async function recordPayment(
  deps: PaidDeps,
  { row, items }: SettlingOrder,
  via: SettleVia,
  payment: PaymentDetails,
) {
  const pageUrl = orderPageUrl(deps.shopUrl, row.viewToken);
  const receipt = toOrder(row, items);
  const message = await orderMessageRow(deps.db, confirmedMessage(receipt, deps.shopName, pageUrl, 'paid'));
  const outbox = [
    mailRow(orderConfirmationMail(receipt, deps.shopName, pageUrl)),
    ...(message ? [message] : []),
  ];
  return deps.db.transaction(async (tx) => {
    const note = `payment verified (${via})`;
    const paid = await payOrder(tx, row.reference, { ...payment, note }, outbox);
    if (!paid) return undefined;
    afterCommit(tx, mailQueued);
    if (message) afterCommit(tx, orderMessageQueued);
    const { fromStatus: _, ...paidRow } = paid.row;
    // The discount code's use is spent with the goods (taken again if its hold ran out meanwhile),
    // and lines whose hold ran out are taken again: neither happens in a usual sale.
    if (paidRow.discountCode) await spendDiscountUse(tx, paidRow.id);
    const { oversold } = await sellReleasedLines(tx, paidRow.id, paid.released);
    const order = toOrder({ ...paidRow, oversold: paidRow.oversold || oversold }, items, paid.history);
    return { order, viewToken: paidRow.viewToken };
  });
}
