import cluster from 'node:cluster';
import { pino } from 'pino';
import { parseConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster/run-primary.ts';
import { prepareShop } from './prepare-shop.ts';
import { startCleanup } from './modules/maintenance/cleanup.ts';
import { logPaymentProvider, startPendingRecheck } from './modules/payments/pending-recheck.ts';
import { startOutboxWorker } from './modules/mail/outbox-worker.ts';
import { startHoldExpiry } from './modules/stock/hold-expiry.ts';

// Start-up: configuration, database, migrations, demo data, admin, then listen. Anything wrong
// stops the process with a message, never a half-started shop. The process started (`npm start`,
// `node apps/server/src/main.ts`) is a supervisor (decision 24): it does the one-time part, then
// forks WEB_CONCURRENCY workers (1 by default), which only serve, and replaces any that dies.
async function main() {
  const config = parseConfig();
  if (cluster.isPrimary) {
    const log = pino({ level: config.LOG_LEVEL });
    const database = await open(config);
    await prepareShop(database, config, log);
    // PGlite's folder belongs to one process at a time: the primary lets go before a worker opens it.
    await database.close();
    runPrimary(config.WEB_CONCURRENCY, log);
    return;
  }
  await serve(config);
}

const open = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) =>
      console.warn(`A database connection was dropped (${error.message}); reconnecting.`),
  });

/** One whole shop in this worker, on the database its primary has migrated and seeded. */
async function serve(config: Config) {
  const database = await open(config);
  const app = await buildApp({ config, db: database.db, serveWeb: true });
  logPaymentProvider(app);
  // In every process: each job claims its rows in the database (SKIP LOCKED, leases, conditional
  // updates), so processes share the work instead of repeating it.
  const stopPendingRecheck = startPendingRecheck(app);
  const stopHoldExpiry = startHoldExpiry({ db: app.db, log: app.log });
  const stopCleanup = startCleanup(app);
  const stopOutboxWorker = startOutboxWorker(app);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopPendingRecheck();
    stopHoldExpiry();
    stopCleanup();
    // The message in hand is finished and marked; the rest waits in the outbox for the next start.
    await stopOutboxWorker();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
