import cluster from 'node:cluster';
import { pino } from 'pino';
import { parseConfig } from './config.ts';
import { runPrimary } from './cluster/run-primary.ts';
import { isSpare, waitAsSpare } from './cluster/spare-worker.ts';
import { prepareShop } from './prepare-shop.ts';
import { openShopDatabase } from './shop-database.ts';

// Start-up: configuration, database, migrations, demo data, admin, then listen. Anything wrong
// stops the process with a message, never a half-started shop. The process started (`npm start`,
// `node apps/server/src/main.ts`) is a supervisor (decision 24): it does the one-time part, then
// forks WEB_CONCURRENCY workers (1 by default), which only serve, and replaces any that dies.
async function main() {
  const config = parseConfig();
  if (cluster.isPrimary) {
    const log = pino({ level: config.LOG_LEVEL });
    const database = await openShopDatabase(config);
    await prepareShop(database, config, log);
    // PGlite's folder belongs to one process at a time: the primary lets go before a worker opens it.
    await database.close();
    runPrimary(config.WEB_CONCURRENCY, log);
    return;
  }
  // A worker: the shop's code loads here, not in the primary, which only supervises. A spare
  // loads it too, then waits until the primary needs it (cluster/spare-worker.ts).
  const { serveShop } = await import('./serve-shop.ts');
  if (isSpare()) await waitAsSpare(config);
  await serveShop(config);
}

main().catch((error: unknown) => {
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
