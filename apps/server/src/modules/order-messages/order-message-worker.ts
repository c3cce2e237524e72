import type { FastifyInstance } from 'fastify';
import { deliverBatch } from '../mail/claimed-batch.ts';
import { claimDue, markFailed } from '../mail/outbox.repository.ts';
import { GIVE_UP_AFTER_MS, retryDelayMs } from '../mail/retry-schedule.ts';
import { onOrderMessageQueued } from './order-message-signal.ts';
import { sendOrderMessage, type OrderMessageDeps } from './send-order-message.ts';
import { startPolledJob } from '../../jobs/polled-job.ts';

type RunOptions = { now?: () => Date; shouldStop?: () => boolean };

/** Longer than the calls one message may make (two WhatsApp, one SMS, 15 s each), so a live claim never runs out. */
export const LEASE_MS = 5 * 60_000;

/**
 * Sends every due order message, a claimed batch at a time, as the mail outbox does: a message the
 * providers could not take now (throughput, outage, network) is tried again on the mail's
 * schedule and given up after a day. Answers how many were done and how many wait for a retry.
 */
export async function deliverDueOrderMessages(deps: OrderMessageDeps, options: RunOptions = {}) {
  const now = options.now ?? (() => new Date());
  const result = { done: 0, retrying: 0 };
  while (!options.shouldStop?.()) {
    const batch = await claimDue(deps.db, now(), LEASE_MS, 'order-messages');
    if (batch.length === 0) break;
    await deliverBatch(deps.db, batch, { ...options, now, leaseMs: LEASE_MS }, async (row) => {
      let next: Awaited<ReturnType<typeof sendOrderMessage>>;
      try {
        next = await sendOrderMessage(deps, row, now());
      } catch (error) {
        next = { retry: error instanceof Error ? error.message : String(error) };
      }
      if (next === null) {
        result.done++;
        return true;
      }
      result.retrying++;
      const at = now();
      const giveUp = at.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      const retryAt = giveUp ? null : new Date(at.getTime() + retryDelayMs(row.attempts));
      await markFailed(deps.db, row.id, next.retry, retryAt, at);
      const context = { outboxId: row.id, kind: row.subject, attempts: row.attempts, reason: next.retry };
      if (giveUp) deps.log.error(context, 'ORDER MESSAGE GIVEN UP after a day of failures');
      else deps.log.warn({ ...context, retryAt }, 'order message not sent; will retry');
      return false;
    });
  }
  return result;
}

/** Runs the worker in this process, as startOutboxWorker runs the mail's. */
export function startOrderMessageWorker(app: FastifyInstance): () => Promise<void> {
  const deps: OrderMessageDeps = { db: app.db, config: app.config, log: app.log };
  return startPolledJob(app.log, {
    failure: 'order message worker failed; will retry',
    everyMs: app.config.OUTBOX_POLL_SECONDS * 1000,
    run: (shouldStop) => deliverDueOrderMessages(deps, { shouldStop }),
    atStart: true,
    wakeOn: onOrderMessageQueued,
  });
}
