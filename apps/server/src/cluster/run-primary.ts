import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { HEALTHY_RUN_MS, restartDelayMs } from './restart-delay.ts';

/** How long stopping workers may take to finish their requests and mail before they are killed. */
const STOP_GRACE_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY` workers (after it has migrated, seeded and made the admin):
 * forks one worker per slot, all answering on one port (the primary accepts connections and
 * hands them round), replaces a worker that dies with a growing pause, and on SIGTERM or SIGINT
 * asks every worker to stop and exits when they have. A worker that dies before any worker has
 * ever listened (port taken, database unreachable) stops the start: never a half-started shop.
 */
export function runPrimary(workers: number, log: Logger): void {
  let stopping = false;
  let anyListened = false;
  const slots = Array.from({ length: workers }, () => ({ quickDeaths: 0 }));
  const startedAt = new Map<Worker, { slot: number; at: number }>();

  const fork = (slot: number) => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker, { slot, at: Date.now() });
  };

  let exitCode = 0;
  const finish = (code: number) => {
    log.info('all workers stopped');
    process.exit(exitCode || code);
  };
  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ signal }, 'shutting down the workers');
    if (startedAt.size === 0) finish(code);
    // Each worker runs its own graceful stop (requests answered, the mail in hand sent).
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };
  cluster.on('listening', (worker, address) => {
    anyListened = true;
    log.info(
      { worker: worker.id, workerPid: worker.process.pid, port: address.port },
      `worker ${worker.id} listening (pid ${worker.process.pid})`,
    );
  });

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker);
    startedAt.delete(worker);
    if (stopping || !started) {
      if (startedAt.size === 0) finish(0);
      return;
    }
    if (!anyListened) {
      log.error({ code, signal }, 'a worker could not start; stopping the shop');
      stop('SIGTERM', 1);
      return;
    }
    const slot = slots[started.slot]!;
    slot.quickDeaths = Date.now() - started.at >= HEALTHY_RUN_MS ? 0 : slot.quickDeaths + 1;
    const delay = restartDelayMs(Math.max(0, slot.quickDeaths - 1));
    log.error(
      { worker: worker.id, workerPid: worker.process.pid, code, signal, restartInMs: delay },
      `worker ${worker.id} died; starting another in ${delay / 1000} s`,
    );
    setTimeout(() => fork(started.slot), delay);
  });

  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  log.info({ workers }, `starting ${workers} workers`);
  for (let slot = 0; slot < workers; slot++) fork(slot);
}
