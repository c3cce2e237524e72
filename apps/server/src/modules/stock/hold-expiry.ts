import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { releaseExpiredHolds } from './stock-holds.ts';
import { startPolledJob } from '../../jobs/polled-job.ts';

// A hold ends within seconds of its time, not at the next re-check (a minute later): each process
// asks every few seconds. The question reads only the live holds (a partial index on their expiry),
// so it costs the same on a shop with 100,000 orders; several processes asking at once never give
// a hold back twice (releaseExpiredHolds claims orders with SKIP LOCKED and moves lines once).

export const HOLD_EXPIRY_CHECK_MS = 5_000;
/** Batches given back per check at most, so one check never runs long; the rest go at the next. */
const MAX_BATCHES = 20;

type Deps = { db: Database; log: FastifyBaseLogger };

/** Gives back every hold that has run out, a batch at a time; answers the lines given back. */
export async function releaseDueHolds(db: Database, now = new Date()): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const released = await releaseExpiredHolds(db, now);
    total += released;
    if (released === 0) break;
  }
  return total;
}

/** Checks for run-out holds every `everyMs` (5 s); answers a function that stops it. */
export function startHoldExpiry({ db, log }: Deps, everyMs = HOLD_EXPIRY_CHECK_MS): () => Promise<void> {
  return startPolledJob(log, {
    failure: 'giving back expired stock holds failed',
    everyMs,
    run: () => releaseDueHolds(db),
  });
}
