import type { FastifyBaseLogger } from 'fastify';

// The shop's background jobs (mail, messages, pushes, holds, flags, reminders) run in every
// process on a timer; each claims its rows in the database, so processes share the work. What they
// share here is only the timing: never two runs of a job at once in one process, and a stop that
// lets the run in hand finish.

type PolledJob = {
  /** What the log says when a run fails (the job is tried again at the next tick). */
  failure: string;
  everyMs: number;
  run: (shouldStop: () => boolean) => Promise<unknown>;
  /** Run once at once too (work a crash or a restart left behind). */
  atStart?: boolean;
  /**
   * Subscribes to a signal asking for a run now (a commit in this process queued work); answers
   * the unsubscribe. A signal during a run brings another right after it: what was committed
   * meanwhile may lie behind the run's cursor.
   */
  wakeOn?: (wake: () => void) => () => void;
};

/** Starts the job; answers a stop function that resolves once the run in hand has finished. */
export function startPolledJob(log: FastifyBaseLogger, job: PolledJob): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const run = (woken: boolean) => {
    if (stopped) return;
    if (running) {
      again ||= woken;
      return;
    }
    running = job
      .run(() => stopped)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, job.failure))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run(false);
        }
      });
  };
  const timer = setInterval(() => run(false), job.everyMs);
  timer.unref();
  const unsubscribe = job.wakeOn?.(() => run(true));
  if (job.atStart) run(false);
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe?.();
    await running;
  };
}
