import cluster from 'node:cluster';
import { pino } from 'pino';
import { parseConfig } from './config.ts';
import { keepNewFilesPrivate } from './file-modes/private-modes.ts';
import { isPreparer, prepareInWorker } from './cluster/prepare-worker.ts';
import { runPrimary } from './cluster/run-primary.ts';
import { isSpare, waitAsSpare } from './cluster/spare-worker.ts';

// Start-up: configuration, database, migrations, demo data, admin, then listen. Anything wrong
// stops the process with a message, never a half-started shop. The process started (`npm start`,
// `node apps/server/src/main.ts`) is a supervisor (decision 24): a first worker does the one-time
// part, then the primary forks WEB_CONCURRENCY workers (1 by default), which only serve, keeps a
// spare, and replaces any that dies. The primary loads none of the shop's code.
async function main() {
  // The data folder is the shop user's alone (README, "Files only the shop can read"): set before
  // any file is written, and inherited by the workers the primary forks.
  keepNewFilesPrivate();
  const config = parseConfig();
  if (cluster.isPrimary) {
    await prepareInWorker();
    runPrimary(config.WEB_CONCURRENCY, pino({ level: config.LOG_LEVEL }));
    return;
  }
  if (isPreparer()) {
    const [{ openOwnerDatabase }, { prepareShop }, { checkDataDirModes }] = await Promise.all([
      import('./shop-database.ts'),
      import('./prepare-shop.ts'),
      import('./file-modes/check-data-dir.ts'),
    ]);
    const log = pino({ level: config.LOG_LEVEL });
    // Before the database opens: what an earlier run, or another hand, left open to others.
    checkDataDirModes(config.DATA_DIR, log);
    const database = await openOwnerDatabase(config);
    await prepareShop(database, config, log);
    // PGlite's folder belongs to one process at a time: closed before a serving worker opens it.
    await database.close();
    process.exit(0);
  }
  // A serving worker: the shop's code loads here and the app is built. A spare builds it too,
  // without opening the database, then waits until the primary needs it (cluster/spare-worker.ts).
  const { buildShop } = await import('./serve-shop.ts');
  const spare = isSpare();
  const shop = await buildShop(config, { openNow: !spare });
  if (spare) await waitAsSpare();
  await shop.serve();
}

main().catch((error: unknown) => {
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
