import { sql } from 'drizzle-orm';
import { MIGRATION_LOCK, type Database } from '../client.ts';
import { sqlRows } from '../sql-rows.ts';

// With MIGRATION_DATABASE_URL the shop runs on two logins of one PostgreSQL database (decision
// 43): the owner's, which migrates, and the app's own (DATABASE_URL), which serves. A table's
// owner may switch its triggers off, alter it or drop it, so the app's login owns nothing and
// gets here exactly what serving needs.

/**
 * Granted by the owner after each start's migrations, so a table a later migration makes is
 * granted before any worker of that version serves: the shop's rows to read and write, the
 * audit log only to read and append to, sequences to draw ids from, and drizzle's record of
 * migrations to read (the start's check, `/api/ready`). Functions need nothing: every login may
 * run them by default, and the audit log's trigger runs whoever writes. Under the migrations'
 * lock, since two starts granting one table at once would collide.
 */
export async function grantAppLogin(owner: Database, appLogin: string): Promise<void> {
  const app = sql.identifier(appLogin);
  await owner.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`));
    await tx.execute(sql`grant usage on schema public to ${app}`);
    await tx.execute(sql`grant select, insert, update, delete on all tables in schema public to ${app}`);
    await tx.execute(sql`revoke update, delete, truncate on audit_log from ${app}`);
    await tx.execute(sql`grant usage, select on all sequences in schema public to ${app}`);
    await tx.execute(sql`grant usage on schema drizzle to ${app}`);
    await tx.execute(sql`grant select on drizzle.__drizzle_migrations to ${app}`);
  });
}

/** The login a connection runs as. */
export async function currentLogin(db: Database): Promise<string> {
  const [row] = await sqlRows<{ login: string }>(db, sql`select current_user as login`);
  return row!.login;
}

/**
 * Stops the start when the app's login could still undo the audit log: it owns the table (or is
 * a member of the role that does, which lends it the owner's rights) or is a superuser. Then the
 * second login protects nothing, and the operator should know at once rather than believe it does.
 */
export async function checkAppLoginIsRestricted(app: Database): Promise<void> {
  const [row] = await sqlRows<{ login: string; owner: string; mayAlter: boolean }>(
    app,
    sql`select current_user as login, pg_get_userbyid(c.relowner) as owner,
          (r.rolsuper or pg_has_role(current_user, c.relowner, 'USAGE')) as "mayAlter"
        from pg_class c, pg_roles r
        where c.oid = 'public.audit_log'::regclass and r.rolname = current_user`,
  );
  if (!row?.mayAlter) return;
  throw new Error(
    `DATABASE_URL's login "${row.login}" owns the shop's tables, acts as their owner "${row.owner}", ` +
      'or is a superuser, so it could switch the audit log off. With MIGRATION_DATABASE_URL (the ' +
      "owner's login), DATABASE_URL must be a login of its own that owns nothing (README, Running on PostgreSQL).",
  );
}
