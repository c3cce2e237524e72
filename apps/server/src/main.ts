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

// Start-up: configuration, database, migrations, demo data, admin, then listen. Anything wrong
// stops the process with a message, never a half-started shop. With WEB_CONCURRENCY above 1 the
// primary process does the one-time part and forks that many workers, which only serve.
async function main() {
  const config = parseConfig();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    const log = pino({ level: config.LOG_LEVEL });
    const database = await open(config);
    await prepareShop(database, config, log);
    await database.close();
    runPrimary(config.WEB_CONCURRENCY, log);
    return;
  }
  await serve(config, cluster.isPrimary);
}

const open = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) =>
      console.warn(`A database connection was dropped (${error.message}); reconnecting.`),
  });

/** One whole shop in this process; `prepare` when no primary has migrated and seeded already. */
async function serve(config: Config, prepare: boolean) {
  const database = await open(config);
  if (prepare) await prepareShop(database, config, pino({ level: config.LOG_LEVEL }));
  const app = await buildApp({ config, db: database.db, serveWeb: true });
  logPaymentProvider(app);
  // In every process: each job claims its rows in the database (SKIP LOCKED, leases, conditional
  // updates), so processes share the work instead of repeating it.
  const stopPendingRecheck = startPendingRecheck(app);
  const stopCleanup = startCleanup(app);
  const stopOutboxWorker = startOutboxWorker(app);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopPendingRecheck();
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
