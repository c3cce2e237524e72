import { lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { afterCommit, transactionOwner } from '../../db/after-commit.ts';
import { catalogChanges } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { routinesUsing } from '../routines/routine-parts.repository.ts';

// Every catalogue write names the products it changed, in its own transaction: a row per product
// in catalog_changes (no shared row, so checkouts of different products never wait on each other)
// and a NOTIFY that wakes the other processes. This process learns of it right after the commit.

export const CATALOG_CHANNEL = 'catalog_changes';

/** Products by id (uuid), or the whole catalogue (a seed, an import). */
export type CatalogChange = readonly string[] | 'all';
export type LocalChange = { change: CatalogChange; seqs: number[] };

const subscribers = new Map<Database, Set<(local: LocalChange) => void>>();

/** Hears this process's own catalogue writes on `db`, once each has committed. */
export function onLocalCatalogChange(db: Database, fn: (local: LocalChange) => void): () => void {
  const set = subscribers.get(db) ?? new Set();
  subscribers.set(db, set.add(fn));
  return () => {
    set.delete(fn);
    if (set.size === 0) subscribers.delete(db);
  };
}

/** Call inside every transaction that changes products, colours, stock or reviews. */
export async function recordCatalogChange(tx: DbOrTx, change: CatalogChange): Promise<void> {
  // A routine's stock, steps and saving are its parts' (decision 60): a change to a part is one to
  // every routine that has it as a step.
  const changed = change === 'all' ? change : [...change, ...(await routinesUsing(tx, change))];
  const ids = changed === 'all' ? [null] : [...new Set(changed)];
  if (ids.length === 0) return;
  // The rows and the NOTIFY in one statement: one round trip inside a checkout that holds a
  // product's row lock (every one of them counts in a flash sale, bench/README.md).
  const inserted = tx
    .insert(catalogChanges)
    .values(ids.map((productId) => ({ productId })))
    .returning({ seq: catalogChanges.seq });
  const [row] = await sqlRows<{ seqs: (number | string)[] }>(
    tx,
    sql`with inserted as (${inserted.getSQL()})
      select json_agg(seq) as seqs, pg_notify(${CATALOG_CHANNEL}, '') as notified from inserted`,
  );
  announceCatalogChange(tx, { change: changed, seqs: (row?.seqs ?? []).map(Number) });
}

/**
 * Tells this process's catalogues of a change once `tx` commits: for a change recorded in the
 * database by other means (hold_checkout), with the products it named and its rows' seqs.
 */
export function announceCatalogChange(tx: DbOrTx, local: LocalChange): void {
  const owner = transactionOwner(tx);
  afterCommit(tx, () => {
    // A transaction of unknown origin tells every catalogue in the process: a needless reload of
    // a few products costs less than a missed one. (A savepoint's would be told before the outer
    // commit, see after-commit.ts: call this in the outermost transaction.)
    const targets = owner ? [subscribers.get(owner)] : [...subscribers.values()];
    for (const set of targets) for (const fn of set ?? []) fn(local);
  });
}

export type ChangeRow = { seq: number; productId: string | null; txId: string };

/**
 * Changes by transactions from `since` on, and the new horizon: the oldest transaction still
 * running. Rows of older transactions are all visible already, so the next look starts there.
 */
export async function readCatalogChanges(
  db: Database,
  since: string | undefined,
): Promise<{ horizon: string; rows: ChangeRow[] }> {
  const [head] = await sqlRows<{ horizon: string; rows: ChangeRow[] | null }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      ${
        since === undefined
          ? sql`null::json`
          : sql`(select json_agg(json_build_object('seq', seq, 'productId', product_id, 'txId', tx_id::text))
               from ${catalogChanges} where tx_id >= ${since}::xid8)`
      } as rows`,
  );
  return { horizon: head!.horizon, rows: (head!.rows ?? []).map((r) => ({ ...r, seq: Number(r.seq) })) };
}

/** Rows every process has long read (readers look every second or on each NOTIFY). */
export async function pruneCatalogChanges(db: Database, olderThanMs = 10 * 60_000): Promise<void> {
  await db.delete(catalogChanges).where(lt(catalogChanges.createdAt, new Date(Date.now() - olderThanMs)));
}
