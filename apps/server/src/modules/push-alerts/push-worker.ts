import type { FastifyInstance } from 'fastify';
import { deliverDuePushes, type PushDeps } from './push-sender.ts';
import { onPushQueued } from './push-signal.ts';
import { vapidKeys } from './vapid-keys.ts';

/**
 * Runs the push worker in this process, as the mail outbox worker runs: every OUTBOX_POLL_SECONDS,
 * at once at start (pushes left by a crash or a restart), and right after a commit here queued one.
 * Answers `stop`, which lets the push in hand finish.
 */
export function startPushWorker(app: FastifyInstance): () => Promise<void> {
  const deps: PushDeps = { db: app.db, config: app.config, log: app.log };
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true; // a push committed during this run may be behind its cursor: look once more
      return;
    }
    running = deliverDuePushes(deps, { shouldStop: () => stopped })
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'push worker failed; will retry'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  // The keys are made at first start, not at the first staff request, so every process agrees.
  void vapidKeys(app.db).catch((error: unknown) => app.log.error({ err: error }, 'making VAPID keys failed'));
  const timer = setInterval(run, app.config.OUTBOX_POLL_SECONDS * 1000);
  timer.unref();
  const unsubscribe = onPushQueued(run);
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  };
}
