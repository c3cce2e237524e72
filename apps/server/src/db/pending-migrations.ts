import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/** PostgreSQL's SQLSTATE for "permission denied" and "must be owner". */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * How many of the folder's migrations the database has not applied, by drizzle's own rule: those
 * newer than the last one it recorded (every one on a database it never migrated).
 */
export async function countPendingMigrations(client: pg.ClientBase, folder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const { rows: present } = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!present[0]?.found) return migrations.length;
  const { rows } = await client.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const last = rows[0]?.last;
  return last === null || last === undefined
    ? migrations.length
    : migrations.filter((m) => m.folderMillis > Number(last)).length;
}

/**
 * A migration the login may not run (permission denied, not the owner) said plainly: the app's
 * own restricted login was given alone while the database needs migrating (decision 43).
 */
export function explainRefusedMigration(error: unknown): unknown {
  if (!hasSqlState(error, INSUFFICIENT_PRIVILEGE)) return error;
  const reason = innermostMessage(error);
  return new Error(
    `the database needs migrating and DATABASE_URL's login may not do it (${reason}). ` +
      "Set MIGRATION_DATABASE_URL to the database owner's login: the start migrates as the owner and " +
      "grants DATABASE_URL's login only what the shop needs (README, Running on PostgreSQL).",
    { cause: error },
  );
}

/** True when `error` or one it wraps (drizzle keeps the driver's as `cause`) has that SQLSTATE. */
function hasSqlState(error: unknown, code: string, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; cause?: unknown };
  return e.code === code || hasSqlState(e.cause, code, depth + 1);
}

/** The message of the innermost error `error` wraps: the database's own words, not drizzle's query. */
function innermostMessage(error: unknown): string {
  let inner = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (inner as { cause?: unknown }).cause;
    if (!(cause instanceof Error)) break;
    inner = cause;
  }
  return inner instanceof Error ? inner.message : String(inner);
}
