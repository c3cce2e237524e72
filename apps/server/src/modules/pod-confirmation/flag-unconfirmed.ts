import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { flagUnconfirmedBefore } from './pod-confirmation.repository.ts';
import { startPolledJob } from '../../jobs/polled-job.ts';

// A pay-on-delivery order nobody confirmed after the setting's hours is flagged for staff to call
// (decision 53). One conditional update per run, so every process may run the job.

/** How often each process looks: a flag appears within a minute of its time. */
const FLAG_CHECK_MS = 60_000;

/** Flags the orders unconfirmed for longer than the setting's hours as of `now`; answers how many. */
export async function flagUnconfirmedOrders(db: Database, now = new Date()): Promise<number> {
  const { confirmHours } = (await readShopSettings(db)).payment.payOnDelivery;
  return flagUnconfirmedBefore(db, new Date(now.getTime() - confirmHours * 3_600_000), now);
}

/** Runs the job every `everyMs` in this process; answers a function that stops it. */
export function startUnconfirmedFlags(app: FastifyInstance, everyMs = FLAG_CHECK_MS): () => Promise<void> {
  return startPolledJob(app.log, {
    failure: 'flagging unconfirmed orders failed',
    everyMs,
    run: () => flagUnconfirmedOrders(app.db),
  });
}
