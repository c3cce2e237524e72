import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { HEALTHY_RUN_MS, restartDelayMs } from './restart-delay.ts';
import { SERVE, SPARE_ENV, SPARE_READY } from './spare-worker.ts';

/** How long stopping workers may take to finish their requests and mail before they are killed. */
const STOP_GRACE_MS = 15_000;
/** A spare that died waiting (it serves nobody) is replaced after this pause. */
const SPARE_AGAIN_MS = 5_000;

/**
 * The primary of `WEB_CONCURRENCY` workers, one by default (after it has migrated, seeded and made
 * the admin, and closed its own database): forks one worker per slot, all answering on one port
 * (the primary accepts connections and hands them round), replaces a worker that dies for any
 * reason (a crash, SIGKILL, the kernel's OOM killer) after a pause of 0.25 s that grows with quick
 * deaths in a row to at most 3 s (restart-delay.ts), and on SIGTERM or SIGINT asks every worker to
 * stop and exits when they have. Once the workers listen it keeps one spare worker with the code
 * loaded (spare-worker.ts), which takes a dead worker's place faster than a new fork could. A
 * worker that dies before any worker has ever listened (port taken, database unreachable) stops
 * the start: never a half-started shop.
 */
export function runPrimary(workers: number, log: Logger): void {
  let stopping = false;
  let anyListened = false;
  const slots = Array.from({ length: workers }, () => ({ quickDeaths: 0 }));
  /** The workers serving (or starting to), with their slot and start time. */
  const serving = new Map<Worker, { slot: number; at: number; listening: boolean }>();
  const spare: { worker?: Worker; ready: boolean } = { ready: false };

  const forkSpare = () => {
    if (stopping || spare.worker) return;
    const worker = cluster.fork({ [SPARE_ENV]: '1' });
    spare.worker = worker;
    spare.ready = false;
    worker.on('message', (message) => {
      if (message !== SPARE_READY || spare.worker !== worker) return;
      spare.ready = true;
      log.info(
        { worker: worker.id, workerPid: worker.process.pid },
        `worker ${worker.id} ready as the spare`,
      );
    });
  };

  /** A worker for the slot: the spare when it is ready, otherwise a new one. */
  const serve = (slot: number) => {
    if (stopping) return;
    let worker: Worker;
    if (spare.worker && spare.ready) {
      worker = spare.worker;
      spare.worker = undefined;
      worker.send(SERVE);
      log.info(
        { worker: worker.id, workerPid: worker.process.pid },
        `worker ${worker.id} (the spare) takes over`,
      );
    } else {
      worker = cluster.fork();
    }
    serving.set(worker, { slot, at: Date.now(), listening: false });
  };

  let exitCode = 0;
  const finish = (code: number) => {
    log.info('all workers stopped');
    process.exit(exitCode || code);
  };
  const everyoneGone = () => serving.size === 0 && !spare.worker;
  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ signal }, 'shutting down the workers');
    if (everyoneGone()) finish(code);
    // Each worker runs its own graceful stop (requests answered, the mail in hand sent).
    const all = () => [...serving.keys(), ...(spare.worker ? [spare.worker] : [])];
    for (const worker of all()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of all()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    anyListened = true;
    const entry = serving.get(worker);
    if (entry) entry.listening = true;
    log.info(
      { worker: worker.id, workerPid: worker.process.pid, port: address.port },
      `worker ${worker.id} listening (pid ${worker.process.pid})`,
    );
    // The spare is made once every worker serves, so its start never slows theirs.
    if ([...serving.values()].every((w) => w.listening)) forkSpare();
  });

  cluster.on('exit', (worker, code, signal) => {
    if (worker === spare.worker) {
      spare.worker = undefined;
      if (stopping) {
        if (everyoneGone()) finish(0);
        return;
      }
      log.warn({ worker: worker.id, code, signal }, 'the spare worker died; making another');
      setTimeout(forkSpare, SPARE_AGAIN_MS).unref();
      return;
    }
    const started = serving.get(worker);
    serving.delete(worker);
    if (stopping || !started) {
      if (everyoneGone()) finish(0);
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
    setTimeout(() => serve(started.slot), delay);
  });

  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  log.info({ workers }, `starting ${workers} workers`);
  for (let slot = 0; slot < workers; slot++) serve(slot);
}
