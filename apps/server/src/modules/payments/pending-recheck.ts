import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/index.ts';
import type { PaidDeps } from '../orders/mark-order-paid.ts';
import { paidDepsOf } from './payment-deps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { settlePayment } from './settle-payment.ts';

// A payment whose browser closed and whose webhook was lost is still found: pending orders a
// few minutes old (the shopper has had time to pay) and under two days old are asked about again.
const MIN_AGE_MS = 2 * 60_000;
const MAX_AGE_MS = 48 * 60 * 60_000;
const BATCH = 100;

/** Re-verifies old-enough pending orders; answers how many became paid. Exported for tests. */
export async function recheckPendingOrders(deps: PaidDeps, provider: PaymentProvider, now = new Date()) {
  const rows = await deps.db
    .select({ reference: orders.reference })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.createdAt, new Date(now.getTime() - MIN_AGE_MS)),
        gt(orders.createdAt, new Date(now.getTime() - MAX_AGE_MS)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let paid = 0;
  for (const { reference } of rows) {
    try {
      const outcome = await settlePayment(deps, provider, reference, 'recheck');
      if (outcome.kind === 'paid' && outcome.newlyPaid) paid++;
    } catch (error) {
      deps.log.warn({ err: error, reference }, 'pending order re-check failed; will retry');
    }
  }
  return paid;
}

/** Runs the re-check every PENDING_RECHECK_SECONDS; answers a function that stops it. */
export function startPendingRecheck(app: FastifyInstance): () => void {
  const provider = app.payments;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    recheckPendingOrders(paidDepsOf(app), provider)
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
