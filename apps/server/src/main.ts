import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './db/seed/seed-demo.ts';
import { buildApp } from './app.ts';
import { ensureAdmin } from './modules/auth/bootstrap-admin.ts';
import { startCleanup } from './modules/maintenance/cleanup.ts';
import { logPaymentProvider, startPendingRecheck } from './modules/payments/pending-recheck.ts';
import { startOutboxWorker } from './modules/mail/outbox-worker.ts';

// Start-up: configuration, database, migrations, demo data, admin, then listen. Anything wrong
// stops the process with a message, never a half-started shop.
async function main() {
  const config = parseConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) =>
      console.warn(`A database connection was dropped (${error.message}); reconnecting.`),
  });
  await database.migrate();

  const app = await buildApp({ config, db: database.db, serveWeb: true });
  app.log.info({ engine: database.engine }, 'database ready');
  if (config.SEED_DEMO && (await seedDemoCatalogue(database.db))) {
    app.log.info('seeded the demo catalogue');
  }
  const { generatedPassword } = await ensureAdmin(database.db, config, app.log);
  if (generatedPassword) {
    // On the console only, once: it is not logged, and the database keeps only its hash.
    process.stdout.write(
      `\n  Admin account created. Username: ${config.ADMIN_USERNAME}  Password: ${generatedPassword}\n` +
        `  (shown once; sign in and change it, or set ADMIN_PASSWORD)\n\n`,
    );
  }
  logPaymentProvider(app);
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
