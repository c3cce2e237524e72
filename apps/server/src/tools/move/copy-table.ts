import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insertJsonRows, qualifiedName } from '../../db/insert-json-rows.ts';
import { sqlRows } from '../../db/sql-rows.ts';

const ROWS_PER_BATCH = 2000;
// Pictures are tens of kilobytes each (twice that as hex text): fewer a batch keeps memory small.
const ROWS_PER_BATCH_WITH_BYTES = 50;

export async function countRows(db: DbOrTx, table: PgTable): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(qualifiedName(table))}`,
  );
  return row!.n;
}

function primaryKeyOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns.map((c) => c.name);
  return composite ?? config.columns.filter((c) => c.primary).map((c) => c.name);
}

/**
 * Copies a table's rows as JSON, batch by batch in primary-key order (each batch starts after the
 * last key of the one before, so no batch rereads the table), from `source` into `target`.
 * Column values travel as PostgreSQL's own text forms, so nothing is rounded or reinterpreted.
 */
export async function copyTable(source: DbOrTx, target: DbOrTx, table: PgTable): Promise<number> {
  const config = getTableConfig(table);
  const name = qualifiedName(table);
  const columns = config.columns.filter((c) => !c.generated).map((c) => c.name);
  const overriding = config.columns.some((c) => c.generatedIdentity?.type === 'always');
  const key = primaryKeyOf(table)
    .map((c) => `"${c}"`)
    .join(', ');
  const size = config.columns.some((c) => c.getSQLType() === 'bytea')
    ? ROWS_PER_BATCH_WITH_BYTES
    : ROWS_PER_BATCH;

  if (!key) {
    // No key to page by: the table is read at once (the shop's tables all have one).
    const [all] = await sqlRows<{ rows: string | null }>(
      source,
      sql`select json_agg(t)::text as rows from ${sql.raw(name)} t`,
    );
    if (all?.rows) await insertJsonRows(target, table, columns, all.rows, { overriding });
    return countRows(target, table);
  }

  let last: string | null = null;
  let copied = 0;
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
    if (!batch?.rows || batch.n === 0) return copied;
    await insertJsonRows(target, table, columns, batch.rows, { overriding });
    copied += batch.n;
    last = batch.last;
    if (batch.n < size) return copied;
  }
}
