import { resolve } from 'node:path';
import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import { prepareShopDatabase } from './shop-database.ts';
import type { UnopenedDatabase } from './db/client.ts';
import type { FastifyInstance } from 'fastify';
import { startCleanup } from './modules/maintenance/cleanup.ts';
import { logPaymentProvider, startPendingRecheck } from './modules/payments/pending-recheck.ts';
import { startOutboxWorker } from './modules/mail/outbox-worker.ts';
import { startOrderMessageWorker } from './modules/order-messages/order-message-worker.ts';
import { startHoldExpiry } from './modules/stock/hold-expiry.ts';
import { listenForBackupRequests } from './modules/backups/backup-requests.ts';
import { startBackupSchedule } from './modules/backups/backup-schedule.ts';
import { startComeBackMails } from './modules/come-back/come-back-timer.ts';
import { startNewOrderAlerts } from './modules/new-order-alerts/new-order-alerts.ts';
import { startPushWorker } from './modules/push-alerts/push-worker.ts';
import { startUnconfirmedFlags } from './modules/pod-confirmation/flag-unconfirmed.ts';
import { startAlsoBoughtRefresh } from './modules/catalog/also-bought-refresh.ts';

/** The shop built in this worker, its database not necessarily open yet: `serve` starts it. */
export type BuiltShop = { serve(): Promise<void> };

/**
 * One whole shop in this worker, on the database its primary has migrated and seeded, built up
 * to the point of serving: the code loaded, the app's routes and the page renderer ready. A
 * worker that serves at once (`openNow`) opens the database meanwhile, on PGlite's thread; a
 * spare builds everything but opens nothing, and when it takes over only opens the database and
 * listens (decision 24).
 */
export async function buildShop(config: Config, { openNow }: { openNow: boolean }): Promise<BuiltShop> {
  const database = prepareShopDatabase(config);
  const opening = openNow ? database.open() : undefined;
  // Awaited by serve(); a failure meanwhile must not be an unhandled rejection.
  opening?.catch(() => {});
  const app = await buildApp({ config, db: database.db, serveWeb: true });
  await app.ready();
  return {
    serve: async () => {
      const began = performance.now();
      await (opening ?? database.open());
      const openedMs = Math.round(performance.now() - began);
      await serve(config, database, app);
      app.log.info(
        { openedMs, listeningMs: Math.round(performance.now() - began) },
        'serving: the database opened, the app listening',
      );
    },
  };
}

/** The built app listening, the background jobs running, and SIGTERM or SIGINT a graceful stop. */
async function serve(config: Config, database: UnopenedDatabase, app: FastifyInstance) {
  logPaymentProvider(app);
  // In every process: each job claims its rows in the database (SKIP LOCKED, leases, conditional
  // updates), so processes share the work instead of repeating it.
  const stopPendingRecheck = startPendingRecheck(app);
  const stopHoldExpiry = startHoldExpiry({ db: app.db, log: app.log });
  const stopCleanup = startCleanup(app);
  const stopOutboxWorker = startOutboxWorker(app);
  const stopOrderMessageWorker = startOrderMessageWorker(app);
  // Pushes to staff phones, queued as mail is (decision 50).
  const stopPushWorker = startPushWorker(app);
  // Daily backups into DATA_DIR/backups (decision 35); on PGlite this process also makes the ones
  // `npm run db:backup` asks for, since it holds the data folder.
  const backups = {
    db: app.db,
    engine: database.engine,
    backupsDir: resolve(config.DATA_DIR, 'backups'),
    log: app.log,
  };
  const stopBackupSchedule = startBackupSchedule({
    ...backups,
    dir: backups.backupsDir,
    time: config.BACKUP_TIME,
    keep: config.BACKUP_KEEP,
  });
  const stopBackupRequests = database.engine === 'pglite' ? listenForBackupRequests(backups) : () => {};
  const stopComeBackMails = startComeBackMails(app);
  const stopNewOrderAlerts = startNewOrderAlerts(app);
  const stopUnconfirmedFlags = startUnconfirmedFlags(app);
  // "Customers also bought", counted from paid orders now and then (decision 62).
  const stopAlsoBought = startAlsoBoughtRefresh(app);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopPendingRecheck();
    stopCleanup();
    stopBackupSchedule();
    stopBackupRequests();
    // Each job's run in hand is finished (a message sent and marked); the rest waits in the
    // database for the next start.
    await Promise.all([
      stopHoldExpiry(),
      stopComeBackMails(),
      stopNewOrderAlerts(),
      stopUnconfirmedFlags(),
      stopAlsoBought(),
      stopOutboxWorker(),
      stopOrderMessageWorker(),
      stopPushWorker(),
    ]);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}
