import type { FastifyInstance } from 'fastify';
import { sendBackInStock } from './back-in-stock.ts';
import { remindUnpaidCheckouts } from './checkout-reminders.ts';
import { sendLowStockDigest } from './low-stock-digest.ts';
import { startPolledJob } from '../../jobs/polled-job.ts';

// The come-back mails' timer, in every process like the hold expiry and the re-check: each job
// claims its rows in the database (reminded_at, notified_at, the day's row), so processes share
// the work and never send twice. Every COME_BACK_CHECK_SECONDS (a minute): early enough for mails
// measured in hours.

/** One pass of every come-back job (the timer's tick; tests call it directly). */
export async function comeBackTick(app: Pick<FastifyInstance, 'db' | 'config'>, now = new Date()) {
  const deps = { db: app.db, config: app.config };
  const reminded = await remindUnpaidCheckouts(deps, now);
  const notified = await sendBackInStock(deps, now);
  const lowStock = await sendLowStockDigest(deps, now);
  return { reminded, notified, lowStock };
}

/** Runs the tick every `everyMs`; answers a function that stops it. */
export function startComeBackMails(
  app: FastifyInstance,
  everyMs = app.config.COME_BACK_CHECK_SECONDS * 1000,
): () => Promise<void> {
  return startPolledJob(app.log, {
    failure: 'writing come-back mails failed',
    everyMs,
    run: () => comeBackTick(app),
  });
}
