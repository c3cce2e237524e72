// `npm run db:restore -- FILE [--data-dir DIR]`: restores a backup (npm run db:backup) into an
// empty data folder, or into the empty PostgreSQL database of DATABASE_URL. See decision 35. It
// makes the tables, so on PostgreSQL it runs as the owner's login (MIGRATION_DATABASE_URL) when
// one is set; the next start grants the app's own login its rights (decision 43).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../../config.ts';
import { keepNewFilesPrivate } from '../../file-modes/private-modes.ts';
import { restoreBackup } from './restore-backup.ts';

async function main() {
  keepNewFilesPrivate();
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file)
    throw new Error(
      'Give the backup to restore: npm run db:restore -- ./data/backups/glow-naija-….backup.gz',
    );
  const config = parseConfig();
  const dataDir = resolve(values['data-dir'] ?? config.DATA_DIR);
  const databaseUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
  const into = databaseUrl
    ? `the PostgreSQL database of ${config.MIGRATION_DATABASE_URL ? 'MIGRATION_DATABASE_URL' : 'DATABASE_URL'}`
    : `the data folder ${dataDir}`;
  console.log(`Restoring ${resolve(file)} into ${into}`);
  const manifest = await restoreBackup({
    file: resolve(file),
    databaseUrl,
    dataDir,
    onProgress: (line) => console.log(`  ${line}`),
  });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `\nRestored the shop of ${manifest.createdAt} (${manifest.engine}): ${rows} rows in ${manifest.tables.length} tables, ` +
      'every count checked. Start it with npm start (same DATA_DIR / DATABASE_URL).',
  );
}

main().catch((error: unknown) => {
  console.error(`\ndb:restore stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
