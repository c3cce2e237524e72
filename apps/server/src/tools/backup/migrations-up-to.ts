import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../../db/client.ts';
import type { MigrationLevel } from '../../modules/backups/backup-format.ts';
import { journalEntries } from '../../modules/backups/migration-level.ts';
import { BadBackupError } from './read-backup.ts';

/**
 * A copy of the shop's migrations that stops at a backup's level (the journal cut after its last
 * migration), so the restored rows meet the tables they were read from; the rest run afterwards.
 * Returns the folder (a temporary one the caller removes).
 */
export function migrationsUpTo(level: MigrationLevel): string {
  const entries = journalEntries();
  const upTo = entries.findIndex((e) => e.when === level.when);
  if (upTo === -1 || upTo + 1 !== level.count) {
    throw new BadBackupError(
      `The backup was made by another version of the shop (its database is at migration ${level.tag}, ` +
        `${level.count} migrations, which this version does not have). Restore it with the version that made it.`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'shop-restore-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const kept = entries.slice(0, upTo + 1);
  for (const entry of kept)
    cpSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: kept }),
  );
  return folder;
}
