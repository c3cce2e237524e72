import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type DatabaseHandle, type DbOrTx } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import type { BackupManifest } from '../../modules/backups/backup-format.ts';
import { checkAuditBatch, checkAuditLinks } from './check-audit-chain.ts';
import { migrateInTransaction } from './migrate-in-transaction.ts';
import { migrationsUpTo } from './migrations-up-to.ts';
import { rebuildOverviewTotals, OVERVIEW_TOTALS } from '../../modules/overview/rebuild-overview-totals.ts';
import { BadBackupError, readBackup } from './read-backup.ts';
import { scanBackup, type BackupScan } from './scan-backup.ts';

export class RestoreRefusedError extends Error {}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A database is empty when it has no tables of its own and was never migrated (a new `createdb`). */
async function isEmptyDatabase(db: DbOrTx): Promise<boolean> {
  const [row] = await sqlRows<{ tables: number; migrated: string | null }>(
    db,
    sql`select (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
               to_regclass('drizzle.__drizzle_migrations')::text as migrated`,
  );
  return row!.tables === 0 && row!.migrated === null;
}

/** The table's writable columns at the backup's level (not this code's schema), or none when it has no such table. */
async function columnsOf(db: DbOrTx, table: string) {
  const rows = await sqlRows<{ name: string; always: boolean }>(
    db,
    sql`select column_name as name, identity_generation = 'ALWAYS' as always from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return { names: rows.map((r) => r.name), overriding: rows.some((r) => r.always) };
}

async function openTarget(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const target = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: null });
    if (await isEmptyDatabase(target.db)) return target;
    await target.close();
    throw new RestoreRefusedError(
      'The database is not empty (it has tables already). db:restore restores into an empty database only: ' +
        'create a new one (createdb shop_restored) and give its URL as DATABASE_URL.',
    );
  }
  const pglite = join(opts.dataDir, 'pglite');
  if (existsSync(pglite) && readdirSync(pglite).length > 0) {
    throw new RestoreRefusedError(
      `The data folder ${opts.dataDir} already holds a shop (${pglite}). db:restore restores into an empty ` +
        'data folder only: give a new DATA_DIR (or --data-dir), or move this one away first.',
    );
  }
  try {
    return await openDatabase({ dataDir: opts.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new RestoreRefusedError(`${error.message} A restore needs the data folder to itself.`);
  }
}

/**
 * Checks every table and column the backup names against the schema its migrations made, before
 * a row is written (the transaction has only made that schema, and a refusal rolls it back).
 */
async function checkAgainstSchema(tx: DbOrTx, scan: BackupScan) {
  const columns = new Map<string, Awaited<ReturnType<typeof columnsOf>>>();
  for (const { name } of scan.manifest.tables) {
    const found = await columnsOf(tx, name);
    if (found.names.length === 0)
      throw new BadBackupError(
        `The backup was refused, nothing was written: it names the table "${name}", which its migrations (${scan.manifest.migration.tag}) do not make.`,
      );
    const unknown = [...scan.columns.get(name)!].filter((c) => !found.names.includes(c));
    if (unknown.length > 0)
      throw new BadBackupError(
        `The backup was refused, nothing was written: its rows for "${name}" have the column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}, which the table does not have.`,
      );
    columns.set(name, found);
  }
  return columns;
}

/** Loads every row in one transaction, checks each table's count, and sets the sequences. */
async function load(tx: DbOrTx, file: string, scan: BackupScan, say: (line: string) => void) {
  const { manifest } = scan;
  const columns = await checkAgainstSchema(tx, scan);
  // Rows the migrations themselves wrote (settings, delivery prices) give way to the backup's.
  // Every name was checked above: only the shop's own tables, in its own schema.
  for (const { name } of [...manifest.tables].reverse())
    await tx.execute(sql.raw(`delete from public.${quoted(name)}`));
  const derived = new Set<string>(OVERVIEW_TOTALS);
  for await (const item of readBackup(file)) {
    if (!('batch' in item)) continue;
    const { table, rows } = item.batch;
    // The overview's totals are made from the restored orders afterwards (rebuildOverviewTotals).
    if (derived.has(table)) continue;
    const { names, overriding } = columns.get(table)!;
    if (table === 'audit_log' && names.includes('hash')) await checkAuditBatch(tx, rows);
    const list = names.map(quoted).join(', ');
    const target = `public.${quoted(table)}`;
    await tx.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(list)}) ${sql.raw(overriding ? 'overriding system value' : '')}
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(target)}, ${JSON.stringify(rows)}::json)`,
    );
  }
  if (columns.get('audit_log')?.names.includes('hash')) await checkAuditLinks(tx);
  const mismatched: string[] = [];
  for (const { name, rows } of manifest.tables) {
    if (derived.has(name)) continue;
    const [row] = await sqlRows<{ n: number }>(
      tx,
      sql.raw(`select count(*)::int as n from public.${quoted(name)}`),
    );
    say(`${name}: ${row!.n}`);
    if (row!.n !== rows) mismatched.push(`${name} (${rows} in the backup, ${row!.n} restored)`);
  }
  if (mismatched.length > 0) {
    throw new Error(
      `The restore does not match the backup; nothing was written. Tables: ${mismatched.join(', ')}`,
    );
  }
  for (const s of manifest.sequences) {
    const qualified = `${quoted(s.schema)}.${quoted(s.name)}`;
    const [found] = await sqlRows<{ ok: string | null }>(
      tx,
      sql`select to_regclass(${qualified})::text as ok`,
    );
    if (!found?.ok) continue;
    await (s.last === null
      ? tx.execute(
          sql`select setval(${qualified}::regclass, (select start_value from pg_sequences where schemaname = ${s.schema} and sequencename = ${s.name}), false)`,
        )
      : tx.execute(sql`select setval(${qualified}::regclass, ${s.last}::bigint, true)`));
  }
}

/**
 * Restores a backup into an empty data folder (PGlite) or an empty PostgreSQL database, and
 * refuses anything else. The schema is migrated to the backup's level, the rows loaded and checked
 * against the manifest's counts, the sequences set to continue after them, then the remaining
 * migrations run, as `npm start` would: all in one transaction, so a restore that fails at any
 * step (a backup cut short, a count that does not match) leaves the target as empty as it was,
 * and the operator can run it again into the same database.
 */
export async function restoreBackup(opts: {
  file: string;
  databaseUrl?: string | undefined;
  dataDir: string;
  onProgress?: (line: string) => void;
}): Promise<BackupManifest> {
  const say = opts.onProgress ?? (() => {});
  if (!existsSync(opts.file)) throw new RestoreRefusedError(`No backup at ${opts.file}.`);
  // The whole file is read and checked before the target is even opened (decision 41).
  const scan = await scanBackup(opts.file);
  const { manifest } = scan;
  const folder = migrationsUpTo(manifest.migration);
  const madeFolder = !opts.databaseUrl && !existsSync(join(opts.dataDir, 'pglite'));
  try {
    const target = await openTarget({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
    let restored = false;
    try {
      await target.db.transaction(async (tx) => {
        // The lock app processes take to migrate (db/client.ts): one starting now waits for this.
        await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
        await migrateInTransaction(tx, folder);
        say(`schema at the backup's level (${manifest.migration.tag})`);
        await load(tx, opts.file, scan, say);
        await migrateInTransaction(tx, migrationsFolder);
        await rebuildOverviewTotals(tx);
      });
      restored = true;
    } finally {
      await target.close();
      // A failed restore into a new data folder leaves it empty again, so the next try is let in.
      if (!restored && madeFolder) rmSync(join(opts.dataDir, 'pglite'), { recursive: true, force: true });
    }
    return manifest;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
