import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { deleteSpentCounters } from '../rate-limit/rate-limit.repository.ts';
import { deleteExpiredSessions, deleteSpentResetCodes } from './cleanup.repository.ts';

/** Deletes expired sessions, spent reset codes and rate-limit rows whose window has passed. */
export async function cleanUp(db: Database) {
  return {
    sessions: await deleteExpiredSessions(db),
    resetCodes: await deleteSpentResetCodes(db),
    rateLimits: await deleteSpentCounters(db),
  };
}

/** Runs the clean-up every CLEANUP_MINUTES (and once soon after start); answers a stop function. */
export function startCleanup(app: FastifyInstance): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    cleanUp(app.db)
      .then((deleted) => app.log.debug({ deleted }, 'clean-up done'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'clean-up failed; will try again'))
      .finally(() => (running = false));
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, app.config.CLEANUP_MINUTES * 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
