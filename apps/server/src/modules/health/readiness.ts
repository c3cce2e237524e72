import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../db/client.ts';

/** Alive: the database answers a trivial query (throws when it does not). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export type Readiness = { ready: true } | { ready: false; message: string };

/**
 * Ready means the database answers and holds every migration this build ships: the hash of each
 * file in the migrations folder is in drizzle's own record of what it applied. A process started
 * against a database another version migrated differently is reported, not served.
 */
export async function checkReadiness(db: Database, expected = shippedMigrationHashes()): Promise<Readiness> {
  try {
    await pingDatabase(db);
  } catch {
    return { ready: false, message: 'The database is not reachable' };
  }
  let applied: Set<string>;
  try {
    const result = await db.execute(sql`select hash from drizzle.__drizzle_migrations`);
    applied = new Set((result as unknown as { rows: { hash: string }[] }).rows.map((r) => r.hash));
  } catch {
    return { ready: false, message: 'The database has no migrations applied' };
  }
  const missing = expected.filter((hash) => !applied.has(hash)).length;
  if (missing > 0) {
    return { ready: false, message: `${missing} of ${expected.length} database migrations are not applied` };
  }
  return { ready: true };
}

let shipped: string[] | undefined;
/** Read from disk once: the folder does not change while the process runs. */
function shippedMigrationHashes(): string[] {
  return (shipped ??= readMigrationFiles({ migrationsFolder }).map((m) => m.hash));
}
