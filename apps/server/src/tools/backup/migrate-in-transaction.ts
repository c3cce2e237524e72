import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/**
 * Drizzle's migrator step for step (the same `drizzle.__drizzle_migrations` rows, so `npm start`
 * finds them done), but inside the caller's transaction. Drizzle's own commits a transaction of
 * its own, so a restore that then failed on its rows kept the tables, and the target was no longer
 * empty for the next try. Every migration already runs in one transaction at a first start.
 */
export async function migrateInTransaction(tx: DbOrTx, migrationsFolder: string): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await sqlRows<{ created_at: string }>(
    tx,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (last && Number(last.created_at) >= migration.folderMillis) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
