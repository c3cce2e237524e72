import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { qualifiedName } from '../../db/insert-json-rows.ts';
import { shopTables, tableName } from '../../db/shop-tables.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { tableBatches } from '../../db/table-batches.ts';
import { PRIVATE_FILE_MODE } from '../../file-modes/private-modes.ts';
import { backupRuns } from '../../db/schema/backups.ts';
import { backedUpRows, KEPT_ROWS } from './backup-secrets.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from './backup-format.ts';
import { readMigrationLevel } from './migration-level.ts';

/** The installation's own history of backups is not part of the shop (a restore starts its own). */
export const backedUpTables = () => shopTables().filter((t) => t !== backupRuns);

async function readManifest(tx: DbOrTx, engine: BackupManifest['engine']): Promise<BackupManifest> {
  const tables: BackupManifest['tables'] = [];
  for (const table of backedUpTables()) {
    const kept = KEPT_ROWS[tableName(table)]?.sql ?? 'true';
    const [row] = await sqlRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.raw(qualifiedName(table))} where ${sql.raw(kept)}`,
    );
    tables.push({ name: tableName(table), rows: row!.n });
  }
  const sequences = await sqlRows<BackupManifest['sequences'][number]>(
    tx,
    sql`select schemaname as schema, sequencename as name, last_value::text as last from pg_sequences
        where schemaname not in ('drizzle', 'pg_catalog', 'information_schema') order by 1, 2`,
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    engine,
    migration: await readMigrationLevel(tx),
    tables,
    sequences,
  };
}

async function* backupLines(tx: DbOrTx, manifest: BackupManifest): AsyncGenerator<string> {
  yield `${JSON.stringify(manifest)}\n`;
  for (const table of backedUpTables()) {
    const name = tableName(table);
    for await (const batch of tableBatches(tx, table)) {
      // Re-serialised: PostgreSQL's JSON may hold line breaks, and a line is one batch.
      const rows = backedUpRows(name, JSON.parse(batch.rows) as Record<string, unknown>[]);
      if (rows.length > 0) yield `${JSON.stringify({ table: name, rows })}\n`;
    }
  }
}

/**
 * Writes a consistent backup of the whole shop to `file`: every read happens in one REPEATABLE READ,
 * read-only transaction, so the file is the shop at one instant even while orders come in (on
 * PGlite, whose one connection the transaction holds, other queries wait the seconds it takes).
 * Written to a `.partial` name first and renamed when complete: a crash never leaves half a backup
 * under a backup's name.
 */
export async function dumpShop(
  db: Database,
  engine: BackupManifest['engine'],
  file: string,
): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  try {
    const manifest = await db.transaction(
      async (tx) => {
        const read = await readManifest(tx, engine);
        await pipeline(
          backupLines(tx, read),
          createGzip(),
          createWriteStream(partial, { mode: PRIVATE_FILE_MODE }),
        );
        return read;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
