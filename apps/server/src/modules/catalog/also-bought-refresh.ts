import type { FastifyInstance } from 'fastify';
import { startPolledJob } from '../../jobs/polled-job.ts';
import { countAlsoBought } from './also-bought-count.ts';

// Counted at start and then every ALSO_BOUGHT_REFRESH_MINUTES (six hours unless set; the journeys'
// server sets a minute) in every process: each keeps its own count in memory (decision 62).

/** One count, installed in the catalogue (a new snapshot only when it changed). */
export async function refreshAlsoBought(app: Pick<FastifyInstance, 'db' | 'catalog'>): Promise<void> {
  app.catalog.useAlsoBought(await countAlsoBought(app.db));
}

/** Starts the refresh; answers a function that stops it. */
export function startAlsoBoughtRefresh(
  app: FastifyInstance,
  everyMs = app.config.ALSO_BOUGHT_REFRESH_MINUTES * 60_000,
): () => Promise<void> {
  return startPolledJob(app.log, {
    failure: 'counting "customers also bought" failed',
    everyMs,
    atStart: true,
    run: () => refreshAlsoBought(app),
  });
}
