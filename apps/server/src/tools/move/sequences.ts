import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

type SequenceState = { schema: string; name: string; last: string | null };

/**
 * Sets every sequence of the shop's schemas (serial and identity columns, and sequences of their
 * own) on the target to where it stood on the source, so the next number continues after the
 * copied rows. Drizzle's own bookkeeping schema is the target's own.
 */
export async function copySequences(source: DbOrTx, target: DbOrTx): Promise<number> {
  const states = await sqlRows<SequenceState>(
    source,
    sql`select schemaname as schema, sequencename as name, last_value::text as last from pg_sequences
        where schemaname not in ('drizzle', 'pg_catalog', 'information_schema')`,
  );
  for (const s of states) {
    const qualified = `"${s.schema}"."${s.name}"`;
    // Never used on the source: the next value is the sequence's first, as on a fresh database.
    await (s.last === null
      ? target.execute(
          sql`select setval(${qualified}::regclass, (select start_value from pg_sequences where schemaname = ${s.schema} and sequencename = ${s.name}), false)`,
        )
      : target.execute(sql`select setval(${qualified}::regclass, ${s.last}::bigint, true)`));
  }
  return states.length;
}
