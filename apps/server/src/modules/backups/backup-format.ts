// A backup is one gzip file of JSON lines (decision 35): the manifest first, then the rows of every
// table, parents before children, in batches. Lines, not one document: a shop of any size is
// written and read back a batch at a time, with flat memory, and needs no archive tool.

export const BACKUP_FORMAT = 'glow-naija-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Backups made by the shop are named so; pruning to BACKUP_KEEP touches these names only. */
export const BACKUP_NAME = /^glow-naija-\d{8}T\d{6}Z\.backup\.gz$/;

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `glow-naija-${stamp}.backup.gz`;
}

export type MigrationLevel = {
  /** How many migrations had run (drizzle's own table). */
  count: number;
  /** The last one's journal tag (e.g. 0027_backup_runs) and its journal time. */
  tag: string;
  when: number;
};

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migration: MigrationLevel;
  /** Every table written, in the order written (parents first), with its rows in this backup. */
  tables: { name: string; rows: number }[];
  /** Each sequence's last value at the snapshot (null: never used). */
  sequences: { schema: string; name: string; last: string | null }[];
};

/** One line after the manifest: some rows of one table, as PostgreSQL's JSON of them. */
export type BackupBatch = { table: string; rows: unknown[] };
