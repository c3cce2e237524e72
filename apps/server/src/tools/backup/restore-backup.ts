import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type DatabaseHandle, type DbOrTx } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import type { BackupManifest } from '../../modules/backups/backup-format.ts';
import { migrateInTransaction } from './migrate-in-transaction.ts';
import { migrationsUpTo } from './migrations-up-to.ts';
import { readBackup, readManifest } from './read-backup.ts';

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

/** The table's writable columns as they stand (the backup's level, not this code's schema). */
async function columnsOf(db: DbOrTx, table: string) {
  const rows = await sqlRows<{ name: string; always: boolean }>(
    db,
    sql`select column_name as name, identity_generation = 'ALWAYS' as always from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  if (rows.length === 0)
    throw new Error(`The backup has rows for ${table}, a table its migrations do not make.`);
  return { list: rows.map((r) => quoted(r.name)).join(', '), overriding: rows.some((r) => r.always) };
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

/** Loads every row in one transaction, checks each table's count, and sets the sequences. */
async function load(tx: DbOrTx, file: string, manifest: BackupManifest, say: (line: string) => void) {
  // Rows the migrations themselves wrote (settings, delivery prices) give way to the backup's.
  for (const { name } of [...manifest.tables].reverse())
    await tx.execute(sql.raw(`delete from ${quoted(name)}`));
  const columns = new Map<string, Awaited<ReturnType<typeof columnsOf>>>();
  for await (const item of readBackup(file)) {
    if (!('batch' in item)) continue;
    const { table, rows } = item.batch;
    if (!columns.has(table)) columns.set(table, await columnsOf(tx, table));
    const { list, overriding } = columns.get(table)!;
    await tx.execute(
      sql`insert into ${sql.raw(quoted(table))} (${sql.raw(list)}) ${sql.raw(overriding ? 'overriding system value' : '')}
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(quoted(table))}, ${JSON.stringify(rows)}::json)`,
    );
  }
  const mismatched: string[] = [];
  for (const { name, rows } of manifest.tables) {
    const [row] = await sqlRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${quoted(name)}`));
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
  const manifest = await readManifest(opts.file);
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
        await load(tx, opts.file, manifest, say);
        await migrateInTransaction(tx, migrationsFolder);
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
