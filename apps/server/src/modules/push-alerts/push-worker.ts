import type { FastifyInstance } from 'fastify';
import { deliverDuePushes, type PushDeps } from './push-sender.ts';
import { onPushQueued } from './push-signal.ts';
import { vapidKeys } from './vapid-keys.ts';
import { startPolledJob } from '../../jobs/polled-job.ts';

/**
 * Runs the push worker in this process, as the mail outbox worker runs: every OUTBOX_POLL_SECONDS,
 * at once at start (pushes left by a crash or a restart), and right after a commit here queued one.
 * Answers `stop`, which lets the push in hand finish.
 */
export function startPushWorker(app: FastifyInstance): () => Promise<void> {
  const deps: PushDeps = { db: app.db, config: app.config, log: app.log };
  // The keys are made at first start, not at the first staff request, so every process agrees.
  void vapidKeys(app.db).catch((error: unknown) => app.log.error({ err: error }, 'making VAPID keys failed'));
  return startPolledJob(app.log, {
    failure: 'push worker failed; will retry',
    everyMs: app.config.OUTBOX_POLL_SECONDS * 1000,
    run: (shouldStop) => deliverDuePushes(deps, { shouldStop }),
    atStart: true,
    wakeOn: onPushQueued,
  });
}
