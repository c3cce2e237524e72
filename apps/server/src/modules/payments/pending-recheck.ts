import { once } from 'node:events';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { paidDepsOf, type PaidDeps } from './payment-deps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  claimDueOrders,
  claimSignalledOrders,
  type ClaimedOrder,
  expireOrder,
  recheckSoon,
  RETRY_AFTER_PROVIDER_ERROR_MS,
} from './pending-recheck.repository.ts';
import { settlePayment } from './settle-payment.ts';
import { releaseExpiredHolds } from '../stock/stock-holds.ts';

// A payment whose browser closed and whose webhook was lost is still found: each pending order is
// asked about again on its own schedule (pending-recheck.repository.ts). The orders likely paid
// (signalled: payment-signals.repository.ts) come first, then the rest newest first, so old
// abandoned checkouts never hold back a paid one; and each process, once it listens, re-checks
// at once the orders signalled before it started, which a crash may have left unsettled
// (decision 25).

const DEFAULT_BATCH = 50;
/** The start's re-check takes at most this many batches, so a flood of signals ends in the ticks. */
const START_BATCHES = 20;
/** Orders asked about at once by the start's re-check (the ticks ask one at a time). */
const START_CONCURRENCY = 4;

export type RecheckResult = { checked: number; paid: number; expired: number; deferred: number };

const noResult = (): RecheckResult => ({ checked: 0, paid: 0, expired: 0, deferred: 0 });

/**
 * Asks the provider about claimed orders, `concurrency` at a time, expiring those unpaid for 48
 * hours. A provider that cannot answer stops the run: the orders not answered are asked about
 * again soon, and none is expired on a guess.
 */
async function checkClaimed(
  deps: PaidDeps,
  provider: PaymentProvider,
  claimed: ClaimedOrder[],
  now: Date,
  concurrency = 1,
): Promise<RecheckResult> {
  const result = noResult();
  const unanswered: string[] = [];
  let next = 0;
  let providerDown = false;
  const worker = async () => {
    while (!providerDown && next < claimed.length) {
      const order = claimed[next++]!;
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
        // Not a refusal: nothing is expired, and the provider is not asked again this run.
        providerDown = true;
        unanswered.push(order.id);
        continue;
      }
      result.checked++;
      if (outcome?.kind === 'paid' && outcome.newlyPaid) result.paid++;
      if (outcome?.kind === 'refused' && now >= order.expiresAt) {
        await expireOrder(deps.db, order.id);
        result.expired++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
  if (providerDown) {
    unanswered.push(...claimed.slice(next).map((o) => o.id));
    await recheckSoon(deps.db, unanswered, new Date(now.getTime() + RETRY_AFTER_PROVIDER_ERROR_MS));
    result.deferred = unanswered.length;
  }
  return result;
}

/** One tick: re-verifies the due pending orders, the signalled ones first. */
export async function recheckPendingOrders(
  deps: PaidDeps,
  provider: PaymentProvider,
  now = new Date(),
  batch = DEFAULT_BATCH,
): Promise<RecheckResult> {
  return checkClaimed(deps, provider, await claimDueOrders(deps.db, now, batch), now);
}

/**
 * A process's start: re-verifies, batch after batch and `concurrency` at a time, the pending
 * orders signalled before `startedAt` that nobody has checked since, whatever their schedule.
 * Bounded by `maxBatches`; stops early when the provider cannot answer or `stopped()` says so.
 */
export async function recheckSignalledOrders(
  deps: PaidDeps,
  provider: PaymentProvider,
  startedAt: Date,
  {
    batch = DEFAULT_BATCH,
    maxBatches = START_BATCHES,
    concurrency = START_CONCURRENCY,
    stopped = () => false,
  }: { batch?: number; maxBatches?: number; concurrency?: number; stopped?: () => boolean } = {},
): Promise<RecheckResult> {
  const total = noResult();
  for (let i = 0; i < maxBatches && !stopped(); i++) {
    const now = new Date();
    const claimed = await claimSignalledOrders(deps.db, startedAt, now, batch);
    if (claimed.length === 0) break;
    const result = await checkClaimed(deps, provider, claimed, now, concurrency);
    for (const key of Object.keys(total) as (keyof RecheckResult)[]) total[key] += result[key];
    if (result.deferred > 0) break;
  }
  return total;
}

const listening = (server: Server) =>
  server.listening ? Promise.resolve() : once(server, 'listening').then(() => undefined);

/**
 * Once the app listens, re-checks the orders signalled before this start (in the background);
 * then runs a re-check tick every PENDING_RECHECK_SECONDS. Answers a function that stops both.
 */
export function startPendingRecheck(app: FastifyInstance): () => void {
  const provider = app.payments;
  const startedAt = new Date();
  let stopped = false;
  // The ticks wait for the start's re-check: it claims the same orders first.
  let running = true;
  void listening(app.server)
    .then(async () => {
      const began = performance.now();
      const result = await recheckSignalledOrders(paidDepsOf(app), provider, startedAt, {
        batch: app.config.PENDING_RECHECK_BATCH,
        stopped: () => stopped,
      });
      if (result.checked + result.deferred > 0) {
        const ms = Math.round(performance.now() - began);
        app.log.info({ ...result, ms }, 'orders likely paid re-checked at start');
      }
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'the re-check at start failed'))
    .finally(() => (running = false));

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
  return () => {
    stopped = true;
    clearInterval(timer);
  };
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
