import type { FastifyInstance } from 'fastify';
import { paidDepsOf, type PaidDeps } from './payment-deps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  claimDueOrders,
  EXPIRE_AFTER_MS,
  expireOrder,
  recheckSoon,
  RETRY_AFTER_PROVIDER_ERROR_MS,
} from './pending-recheck.repository.ts';
import { settlePayment } from './settle-payment.ts';
import { releaseExpiredHolds } from '../stock/stock-holds.ts';

// A payment whose browser closed and whose webhook was lost is still found: each pending order is
// asked about again on its own schedule (pending-recheck.repository.ts), newest first, so old
// abandoned checkouts never hold back a new paid one.

const DEFAULT_BATCH = 50;

export type RecheckResult = { checked: number; paid: number; expired: number; deferred: number };

/** One tick: re-verifies the due pending orders, expiring those unpaid for 48 hours. */
export async function recheckPendingOrders(
  deps: PaidDeps,
  provider: PaymentProvider,
  now = new Date(),
  batch = DEFAULT_BATCH,
): Promise<RecheckResult> {
  const claimed = await claimDueOrders(deps.db, now, batch);
  const result: RecheckResult = { checked: 0, paid: 0, expired: 0, deferred: 0 };
  for (const [i, order] of claimed.entries()) {
    const outcome = await settlePayment(deps, provider, order.reference, 'recheck').catch(
      (error: unknown) => {
        deps.log.warn(
          { err: error, reference: order.reference },
          'pending order re-check failed; will retry',
        );
        return null;
      },
    );
    if (outcome?.kind === 'provider-error') {
      // Not a refusal: nothing is expired, and the provider is not asked again this tick.
      const rest = claimed.slice(i).map((o) => o.id);
      await recheckSoon(deps.db, rest, new Date(now.getTime() + RETRY_AFTER_PROVIDER_ERROR_MS));
      result.deferred = rest.length;
      break;
    }
    result.checked++;
    if (outcome?.kind === 'paid' && outcome.newlyPaid) result.paid++;
    if (outcome?.kind === 'refused' && now.getTime() - order.createdAt.getTime() >= EXPIRE_AFTER_MS) {
      await expireOrder(deps.db, order.id);
      result.expired++;
    }
  }
  return result;
}

/** Runs a re-check tick every PENDING_RECHECK_SECONDS; answers a function that stops it. */
export function startPendingRecheck(app: FastifyInstance): () => void {
  const provider = app.payments;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // Holds run out on their own clock (STOCK_HOLD_MINUTES), checked on the same tick.
    releaseExpiredHolds(app.db)
      .then(() =>
        recheckPendingOrders(paidDepsOf(app), provider, new Date(), app.config.PENDING_RECHECK_BATCH),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'pending order re-check failed'))
      .finally(() => (running = false));
  }, app.config.PENDING_RECHECK_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Loud on purpose: an operator must never wonder whether real cards are being charged. */
export function logPaymentProvider(app: FastifyInstance) {
  if (app.payments.name === 'paystack') {
    app.log.warn(`PAYMENTS: Paystack is ACTIVE (${app.config.PAYSTACK_BASE_URL}); real cards are charged.`);
  } else {
    app.log.warn(
      'PAYMENTS: the SANDBOX provider is active; NO real card is charged. Set the Paystack keys to sell.',
    );
  }
}
