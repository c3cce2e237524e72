import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insertJsonRows } from '../../db/insert-json-rows.ts';

/** Rows per INSERT: thousands of rows a statement is what makes the seed take minutes, not hours. */
const ROWS_PER_STATEMENT = 2000;

/** Rows as drizzle types them (property names, Dates); every row gives the same properties. */
export async function insertInBatches<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]!);
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = keys.map((k) => columns[k]!.name);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const records = rows
      .slice(i, i + ROWS_PER_STATEMENT)
      .map((row) => Object.fromEntries(keys.map((k, j) => [names[j], (row as Record<string, unknown>)[k]])));
    await insertJsonRows(db, table, names, JSON.stringify(records));
  }
}
