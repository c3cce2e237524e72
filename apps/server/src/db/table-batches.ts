import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { qualifiedName } from './insert-json-rows.ts';
import { sqlRows } from './sql-rows.ts';

const ROWS_PER_BATCH = 2000;
// Pictures are tens of kilobytes each (twice that as hex text): fewer a batch keeps memory small.
const ROWS_PER_BATCH_WITH_BYTES = 50;

function primaryKeyOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns.map((c) => c.name);
  return composite ?? config.columns.filter((c) => c.primary).map((c) => c.name);
}

/** The columns a copy writes (generated ones are the database's own) and whether it must override identity. */
export function copiedColumns(table: PgTable): { columns: string[]; overriding: boolean } {
  const config = getTableConfig(table);
  return {
    columns: config.columns.filter((c) => !c.generated).map((c) => c.name),
    overriding: config.columns.some((c) => c.generatedIdentity?.type === 'always'),
  };
}

/**
 * A table's rows as JSON arrays of PostgreSQL's own text forms (nothing rounded or reinterpreted),
 * batch by batch in primary-key order: each batch starts after the last key of the one before, so
 * no batch rereads the table. Used by db:move and by backups.
 */
export async function* tableBatches(
  source: DbOrTx,
  table: PgTable,
): AsyncGenerator<{ rows: string; n: number }> {
  const config = getTableConfig(table);
  const name = qualifiedName(table);
  const key = primaryKeyOf(table)
    .map((c) => `"${c}"`)
    .join(', ');
  const size = config.columns.some((c) => c.getSQLType() === 'bytea')
    ? ROWS_PER_BATCH_WITH_BYTES
    : ROWS_PER_BATCH;

  if (!key) {
    // No key to page by: the table is read at once (the shop's tables all have one).
    const [all] = await sqlRows<{ rows: string | null; n: number }>(
      source,
      sql`select json_agg(t)::text as rows, count(*)::int as n from ${sql.raw(name)} t`,
    );
    if (all?.rows) yield { rows: all.rows, n: all.n };
    return;
  }

  let last: string | null = null;
  for (;;) {
    const after: ReturnType<typeof sql> = last
      ? sql`where (${sql.raw(key)}) > (select ${sql.raw(key)} from json_populate_record(null::${sql.raw(name)}, ${last}::json))`
      : sql``;
    const [batch] = await sqlRows<{ rows: string | null; last: string | null; n: number }>(
      source,
      sql`with batch as (select * from ${sql.raw(name)} ${after} order by ${sql.raw(key)} limit ${sql.raw(String(size))})
          select (select json_agg(b)::text from batch b) as rows,
                 (select row_to_json(b)::text from batch b order by ${sql.raw(key)} desc limit 1) as last,
                 (select count(*)::int from batch) as n`,
    );
    if (!batch?.rows || batch.n === 0) return;
    yield { rows: batch.rows, n: batch.n };
    last = batch.last;
    if (batch.n < size) return;
  }
}
