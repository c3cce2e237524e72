import { tableName } from '../../db/shop-tables.ts';
import { backedUpTables } from '../../modules/backups/dump-shop.ts';
import type { BackupManifest } from '../../modules/backups/backup-format.ts';
import { BadBackupError, readBackup } from './read-backup.ts';

/** What the whole file holds, read once before the restore opens its target (decision 41). */
export type BackupScan = {
  manifest: BackupManifest;
  /** Every column named by the rows of each table (checked against the migrated schema next). */
  columns: Map<string, Set<string>>;
};

const refuse = (why: string) => new BadBackupError(`The backup was refused, nothing was written: ${why}`);

const isRow = (row: unknown): row is Record<string, unknown> =>
  typeof row === 'object' && row !== null && !Array.isArray(row);

/**
 * Reads the whole backup and refuses it, before anything is written anywhere, when it names a
 * table that is not one of the shop's own (a system catalogue such as pg_authid, a table of
 * another schema, an unknown or duplicated name), a sequence outside the shop's schema, more than
 * one owner, or rows that do not add up to the manifest's counts. A restore deletes from and
 * inserts into the tables a backup names, so every name is untrusted input.
 */
export async function scanBackup(file: string): Promise<BackupScan> {
  const shopTables = new Set(backedUpTables().map(tableName));
  let manifest: BackupManifest | undefined;
  const counted = new Map<string, number>();
  const columns = new Map<string, Set<string>>();
  let owners = 0;
  for await (const item of readBackup(file)) {
    if ('manifest' in item) {
      manifest = item.manifest;
      if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.sequences))
        throw refuse('its manifest has no list of tables or sequences.');
      for (const entry of manifest.tables) {
        const name = String(entry?.name);
        if (!shopTables.has(name))
          throw refuse(`it names the table "${name}", which is not one of the shop's own.`);
        if (counted.has(name)) throw refuse(`it names the table "${name}" twice.`);
        if (!Number.isSafeInteger(entry.rows) || entry.rows < 0)
          throw refuse(`its count for "${name}" is not a number of rows.`);
        counted.set(name, 0);
        columns.set(name, new Set());
      }
      for (const s of manifest.sequences) {
        if (s?.schema !== 'public')
          throw refuse(
            `it sets the sequence "${String(s?.schema)}"."${String(s?.name)}", outside the shop's schema.`,
          );
      }
      continue;
    }
    const { table, rows } = item.batch;
    if (!counted.has(table))
      throw refuse(`it has rows for "${String(table)}", a table its manifest does not name.`);
    if (!Array.isArray(rows) || !rows.every(isRow)) throw refuse(`its rows for "${table}" are not rows.`);
    counted.set(table, counted.get(table)! + rows.length);
    const named = columns.get(table)!;
    for (const row of rows) {
      for (const column of Object.keys(row)) named.add(column);
      if (table === 'users' && row.role === 'owner') owners += 1;
    }
  }
  if (!manifest) throw refuse('it has no manifest.');
  const mismatched = manifest.tables
    .filter(({ name, rows }) => counted.get(name) !== rows)
    .map(({ name, rows }) => `"${name}" (${rows} in the manifest, ${counted.get(name)} in the file)`);
  if (mismatched.length > 0) throw refuse(`its rows do not match its counts: ${mismatched.join(', ')}.`);
  // The shop has one owner, whose role nobody can give or take (decision 36): a backup with two
  // would hand the whole shop to a second account.
  if (owners > 1) throw refuse(`it has ${owners} users with the owner's role; a shop has one owner.`);
  return { manifest, columns };
}
