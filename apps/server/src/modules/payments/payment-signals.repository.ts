import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, type PAYMENT_SIGNALS } from '../../db/schema/index.ts';

// A pending order is "signalled" (likely paid) from the moment something says its shopper tried
// to pay, until the provider, asked after that moment, says it is not paid. The re-check takes
// signalled orders before plain abandoned checkouts, and each process re-checks them at its start
// (decision 25). Signals:
// - `confirmation`: the page's confirmation (POST /api/order/orders) arrived for it;
// - `sandbox-charge`: the sandbox popup charged it;
// - `webhook`: a signed Paystack webhook named its reference (whatever became of its processing);
// - `provider-in-progress`: the provider said the payment is under way (Paystack's ongoing,
//   pending, processing, queued).
// Opening the popup is not a signal: every checkout opens it, so it tells nothing apart.

export type PaymentSignal = (typeof PAYMENT_SIGNALS)[number];

/**
 * How soon the re-check asks about an order after a signal from outside: long enough for the
 * confirmation or webhook in flight to settle it itself, short enough that one which failed
 * (a dropped connection, a provider outage) is retried within a tick or two.
 */
const SIGNAL_RECHECK_AFTER_MS = 60_000;

/** Paystack's statuses of a payment still under way (its verify's `data.status`). */
const IN_PROGRESS = new Set(['ongoing', 'pending', 'processing', 'queued']);
export const isPaymentInProgress = (status: string) => IN_PROGRESS.has(status);

/**
 * Marks a pending order likely paid (its latest signal and when). A signal from outside also
 * makes the order due for the re-check within SIGNAL_RECHECK_AFTER_MS; the provider's own
 * "in progress" answer keeps the order's schedule. Other statuses are left alone: a paid order
 * needs nothing, and a late payment on an expired one is settled by its confirmation or webhook.
 */
export async function recordPaymentSignal(
  db: DbOrTx,
  reference: string,
  signal: PaymentSignal,
  now = new Date(),
) {
  await paymentSignalUpdate(db, reference, signal, now);
}

/** recordPaymentSignal's statement, not yet sent: answering the columns it sets, it may be a CTE's. */
export function paymentSignalUpdate(db: DbOrTx, reference: string, signal: PaymentSignal, now = new Date()) {
  const dueBy = new Date(now.getTime() + SIGNAL_RECHECK_AFTER_MS).toISOString();
  return db
    .update(orders)
    .set({
      paymentSignal: signal,
      paymentSignalAt: now,
      ...(signal === 'provider-in-progress'
        ? {}
        : {
            nextCheckAt: sql`least(coalesce(${orders.nextCheckAt}, ${dueBy}::timestamptz), ${dueBy}::timestamptz)`,
          }),
    })
    .where(and(eq(orders.reference, reference), eq(orders.status, 'pending')))
    .returning({
      id: orders.id,
      paymentSignal: orders.paymentSignal,
      paymentSignalAt: orders.paymentSignalAt,
      nextCheckAt: orders.nextCheckAt,
    });
}

/**
 * The provider, asked after the signal read as `signalAt`, said the order is not paid: it is a
 * plain unpaid order again. A signal recorded meanwhile has another time and is kept.
 */
export async function answerPaymentSignal(db: DbOrTx, orderId: string, signalAt: Date | null) {
  if (!signalAt) return;
  await db
    .update(orders)
    .set({ paymentSignal: null, paymentSignalAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.paymentSignalAt, signalAt)));
}
