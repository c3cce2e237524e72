import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/**
 * Every table of the shop's schema, parents before children (a table comes after every table its
 * foreign keys point to), so rows can be inserted in this order and deleted in the reverse.
 * Read from the drizzle schema itself: a table added later is moved without editing anything.
 */
export function shopTables(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const parentsOf = new Map(
    tables.map((table) => [
      table,
      new Set(
        getTableConfig(table)
          .foreignKeys.map((fk) => fk.reference().foreignTable)
          .filter((parent) => parent !== table),
      ),
    ]),
  );
  const ordered: PgTable[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !ordered.includes(t) && [...parentsOf.get(t)!].every((p) => ordered.includes(p)),
    );
    if (ready.length === 0) {
      const stuck = tables.filter((t) => !ordered.includes(t)).map((t) => getTableConfig(t).name);
      throw new Error(`The tables ${stuck.join(', ')} refer to each other in a cycle; no copy order exists.`);
    }
    ordered.push(...ready);
  }
  return ordered;
}

export const tableName = (table: PgTable) => getTableConfig(table).name;
