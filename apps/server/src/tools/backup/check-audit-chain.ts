import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { BadBackupError } from './read-backup.ts';

const refuse = (why: string) =>
  new BadBackupError(`The backup was refused, nothing was written: the audit log ${why}`);

/**
 * Each audit entry of a batch against its hash (decision 41), computed by the database from the
 * batch itself before it is inserted: an entry rewritten in the file (or stripped of its hash) no
 * longer matches. Only backups whose schema has the chain (migration 0033) carry hashes; older
 * ones are chained by that migration when it runs after the load.
 */
export async function checkAuditBatch(tx: DbOrTx, rows: unknown[]): Promise<void> {
  const [bad] = await sqlRows<{ id: string }>(
    tx,
    sql`select r.id::text as id from json_populate_recordset(null::public.audit_log, ${JSON.stringify(rows)}::json) r
        where r.hash is null or r.hash is distinct from audit_log_row_hash(r.prev_hash, r) order by r.id limit 1`,
  );
  if (bad) throw refuse(`was rewritten: its row ${bad.id} does not match its hash.`);
}

/** Once every entry is in: each one follows the entry it names, and only the first follows none. */
export async function checkAuditLinks(tx: DbOrTx): Promise<void> {
  const [missing] = await sqlRows<{ id: string }>(
    tx,
    sql`select a.id::text as id from public.audit_log a where a.prev_hash is not null
        and not exists (select 1 from public.audit_log b where b.hash = a.prev_hash) order by a.id limit 1`,
  );
  if (missing) throw refuse(`is not whole: the entry before its row ${missing.id} was taken out.`);
  const [starts] = await sqlRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from public.audit_log where prev_hash is null`,
  );
  if (starts!.n > 1) throw refuse(`was rewritten: ${starts!.n} rows claim to be its first.`);
}
