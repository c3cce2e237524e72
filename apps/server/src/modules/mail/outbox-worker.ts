import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mail, Mailer } from './mailer.ts';
import { onMailQueued } from './outbox-signal.ts';
import { deliverBatch } from './claimed-batch.ts';
import { claimDue, markFailed } from './outbox.repository.ts';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';
import { startPolledJob } from '../../jobs/polled-job.ts';

export type OutboxDeps = { db: Database; mailer: Mailer; log: FastifyBaseLogger };
type RunOptions = { now?: () => Date; shouldStop?: () => boolean };

/** Longer than any single delivery may take (the SMTP timeouts), so a live claim never runs out. */
export const LEASE_MS = 5 * 60_000;

/**
 * Delivers every message that is due, a claimed batch at a time, until none is left (or
 * `shouldStop`). A crash after sending and before `markSent` tries again after the lease: the file outbox finds
 * the message's file already there and writes nothing; over SMTP the message goes again with the
 * same Message-ID, so the receiver can tell it is the same mail. A message marked sent is never
 * claimed again. Answers what happened, for tests and logs.
 */
export async function deliverDueMail(deps: OutboxDeps, options: RunOptions = {}) {
  const now = options.now ?? (() => new Date());
  const result = { sent: 0, failed: 0 };
  while (!options.shouldStop?.()) {
    const batch = await claimDue(deps.db, now(), LEASE_MS);
    if (batch.length === 0) break;
    await deliverBatch(deps.db, batch, { ...options, now, leaseMs: LEASE_MS }, async (message) => {
      const mail: Mail = { to: message.recipient, subject: message.subject, text: message.text };
      if (message.html) mail.html = message.html;
      if (message.unsubscribeUrl) mail.oneClickUnsubscribeUrl = message.unsubscribeUrl;
      try {
        await deps.mailer.send(mail, message);
      } catch (error) {
        result.failed++;
        const reason = error instanceof Error ? error.message : String(error);
        const at = now();
        const giveUp = at.getTime() - message.createdAt.getTime() >= GIVE_UP_AFTER_MS;
        const retryAt = giveUp ? null : new Date(at.getTime() + retryDelayMs(message.attempts));
        await markFailed(deps.db, message.id, reason, retryAt, at);
        const context = { outboxId: message.id, kind: message.kind, attempts: message.attempts, reason };
        if (giveUp) deps.log.error(context, 'MAIL GIVEN UP after a day of failures; check SMTP_URL');
        else deps.log.warn({ ...context, retryAt }, 'mail delivery failed; will retry');
        return false;
      }
      result.sent++;
      return true;
    });
  }
  return result;
}

/**
 * Runs the worker in this process: every OUTBOX_POLL_SECONDS, at once at start (mail left by a
 * crash), and right after a commit here recorded mail. Answers `stop`, which lets the message in
 * hand finish before resolving.
 */
export function startOutboxWorker(app: FastifyInstance): () => Promise<void> {
  const deps: OutboxDeps = { db: app.db, mailer: app.mailer, log: app.log };
  return startPolledJob(app.log, {
    failure: 'outbox worker failed; will retry',
    everyMs: app.config.OUTBOX_POLL_SECONDS * 1000,
    run: (shouldStop) => deliverDueMail(deps, { shouldStop }),
    atStart: true,
    wakeOn: onMailQueued,
  });
}
