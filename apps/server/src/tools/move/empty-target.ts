import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type DbOrTx } from '../../db/client.ts';
import { qualifiedName } from '../../db/insert-json-rows.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { countRows } from './copy-table.ts';
import { tableName } from '../../db/shop-tables.ts';

export class TargetNotEmptyError extends Error {}

const contentOf = async (db: DbOrTx, table: PgTable) =>
  (
    await sqlRows<{ rows: string | null }>(
      db,
      sql`select json_agg(t order by t::text)::text as rows from ${sql.raw(qualifiedName(table))} t`,
    )
  )[0]?.rows ?? null;

/** A database none of whose shop tables exist yet (a new `createdb`) is empty at once. */
export async function hasNoShopTables(target: DbOrTx, tables: PgTable[]): Promise<boolean> {
  for (const table of tables) {
    const [row] = await sqlRows<{ found: string | null }>(
      target,
      sql`select to_regclass(${qualifiedName(table)})::text as found`,
    );
    if (row?.found) return false;
  }
  return true;
}

/**
 * A target is empty when it holds nothing but what the migrations themselves put there: compared
 * with a freshly migrated database, so a migration that adds rows of its own needs no change here.
 * Refuses with the tables that differ.
 */
export async function assertEmptyTarget(target: DbOrTx, tables: PgTable[]): Promise<void> {
  const fresh = await openDatabase({ dataDir: null });
  try {
    await fresh.migrate();
    const differing: string[] = [];
    for (const table of tables) {
      if ((await countRows(target, table)) === 0) continue;
      if ((await contentOf(target, table)) !== (await contentOf(fresh.db, table))) {
        differing.push(`${tableName(table)} (${await countRows(target, table)} rows)`);
      }
    }
    if (differing.length > 0) {
      throw new TargetNotEmptyError(
        `The target database is not empty: ${differing.join(', ')}. ` +
          'db:move copies into an empty database only; create a new one (createdb) and give its URL.',
      );
    }
  } finally {
    await fresh.close();
  }
}
