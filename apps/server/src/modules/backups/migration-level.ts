import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import type { MigrationLevel } from './backup-format.ts';

export type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this code knows, in order (drizzle-kit's journal). */
export function journalEntries(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** How far the database's schema has been migrated, named by the journal's tag. */
export async function readMigrationLevel(db: DbOrTx): Promise<MigrationLevel> {
  const rows = await sqlRows<{ n: number; last: string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const { n, last } = rows[0]!;
  const when = Number(last);
  const entry = journalEntries().find((e) => e.when === when);
  return { count: n, tag: entry?.tag ?? `unknown (${when})`, when };
}
