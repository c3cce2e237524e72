import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';

// Serialises the creation and clean-up of templates across test runs sharing one server.
const CREATE_LOCK = 727002;

/**
 * A migrated database on the PostgreSQL server at `serverUrl` for test files to copy, named by a
 * hash of the migration files: a changed migration makes a new template, and test runs on the same
 * migrations (several at once on a shared server) share one. Each run holds a shared advisory lock
 * on the name while it uses the template; the last run to let go drops it, and a template no run
 * holds (left by a stopped run or older migrations) is dropped at the next start.
 */
export async function createTemplateDatabase(serverUrl: string) {
  const name = `shop_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('select pg_advisory_lock_shared(hashtext($1))', [name]);

  await admin.query('select pg_advisory_lock($1)', [CREATE_LOCK]);
  try {
    await dropUnusedTemplates(admin, name);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await createMigrated(serverUrl, admin, name);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [CREATE_LOCK]);
  }

  const release = async () => {
    await admin.query('select pg_advisory_unlock_shared(hashtext($1))', [name]);
    await admin.query('select pg_advisory_lock($1)', [CREATE_LOCK]);
    try {
      await dropUnusedTemplates(admin, null);
    } finally {
      await admin.end(); // also lets go of the session's advisory locks
    }
  };
  return { name, release };
}

async function createMigrated(serverUrl: string, admin: pg.Client, name: string) {
  // Built under a temporary name and renamed when complete, so a stopped run leaves no half-made
  // template that a later run would take for a finished one.
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building}`);
  await admin.query(`create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${building} rename to ${name}`);
}

/** Drops every template no test run holds, except `keep`. */
async function dropUnusedTemplates(admin: pg.Client, keep: string | null) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'shop\\_template\\_%' and datname <> coalesce($1, '')`,
    [keep],
  );
  for (const { datname } of rows) {
    const { rows: lock } = await admin.query<{ free: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as free',
      [datname],
    );
    if (!lock[0]?.free) continue;
    await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query('select pg_advisory_unlock(hashtext($1))', [datname]);
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}
