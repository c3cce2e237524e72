import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insertJsonRows, qualifiedName } from '../../db/insert-json-rows.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { copiedColumns, tableBatches } from '../../db/table-batches.ts';

export async function countRows(db: DbOrTx, table: PgTable): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(qualifiedName(table))}`,
  );
  return row!.n;
}

/**
 * Copies a table's rows as JSON, batch by batch in primary-key order (db/table-batches.ts), from
 * `source` into `target`. Column values travel as PostgreSQL's own text forms, so nothing is
 * rounded or reinterpreted.
 */
export async function copyTable(source: DbOrTx, target: DbOrTx, table: PgTable): Promise<number> {
  const { columns, overriding } = copiedColumns(table);
  let copied = 0;
  for await (const batch of tableBatches(source, table)) {
    await insertJsonRows(target, table, columns, batch.rows, { overriding });
    copied += batch.n;
  }
  return copied;
}
