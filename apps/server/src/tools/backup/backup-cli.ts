// `npm run db:backup [-- PATH]`: a consistent backup of the shop, running or stopped, into
// DATA_DIR/backups/ (or PATH: a file, or a folder to put it in). See decision 35.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../../config.ts';
import { keepNewFilesPrivate } from '../../file-modes/private-modes.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { backupFileName } from '../../modules/backups/backup-format.ts';
import { makeBackup } from '../../modules/backups/make-backup.ts';
import { askRunningShop } from './ask-running-shop.ts';

async function backupWith(database: DatabaseHandle, file: string) {
  try {
    // A stopped shop of an older version has no backup_runs yet: its backup goes unrecorded.
    const [found] = await sqlRows<{ t: string | null }>(
      database.db,
      sql`select to_regclass('backup_runs')::text as t`,
    );
    const made = await makeBackup({
      db: database.db,
      engine: database.engine,
      file,
      kind: 'manual',
      record: Boolean(found?.t),
    });
    return made!.bytes;
  } finally {
    await database.close();
  }
}

async function main() {
  keepNewFilesPrivate();
  const config = parseConfig();
  const dataDir = resolve(config.DATA_DIR);
  const backupsDir = join(dataDir, 'backups');
  const given = process.argv[2];
  let file = given ? resolve(given) : join(backupsDir, backupFileName(new Date()));
  if (given && existsSync(file) && statSync(file).isDirectory())
    file = join(file, backupFileName(new Date()));
  if (existsSync(file))
    throw new Error(`${file} exists already; give another name (a backup never overwrites).`);

  const started = performance.now();
  let bytes: number;
  if (config.DATABASE_URL) {
    bytes = await backupWith(await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null }), file);
  } else {
    if (!existsSync(join(dataDir, 'pglite'))) {
      throw new Error(
        `No shop in ${dataDir} (no pglite folder there). Set DATA_DIR to the shop's data folder.`,
      );
    }
    try {
      bytes = await backupWith(await openDatabase({ dataDir }), file);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || !error.holder) throw error;
      console.log(`The shop is running (process ${error.holder}): asking it to make the backup.`);
      const answer = await askRunningShop({ pid: error.holder, backupsDir, file });
      if (!answer.ok) throw new Error(answer.error, { cause: error });
      bytes = answer.bytes;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written in ${seconds} s: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}

main().catch((error: unknown) => {
  console.error(`\ndb:backup stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
