import type { Database, DbOrTx } from './client.ts';

// Callbacks waiting for the commit of the transaction object they were registered on.
const waiting = new WeakMap<object, Array<() => void>>();
// The database each open transaction belongs to.
const owners = new WeakMap<object, Database>();
const databases = new WeakSet<object>();

/** The database `tx` runs on (itself for a database); undefined for a savepoint's transaction. */
export function transactionOwner(tx: DbOrTx): Database | undefined {
  return databases.has(tx) ? (tx as Database) : owners.get(tx);
}

/**
 * Runs `fn` once the transaction `tx` has committed, and never when it rolls back; given the
 * database itself (no transaction), soon after the call. Used to wake in-process workers for rows
 * they could not see before the commit. Nested transactions (savepoints) run it early, which only
 * costs the worker an empty look.
 */
export function afterCommit(tx: DbOrTx, fn: () => void): void {
  const list = waiting.get(tx);
  if (list) list.push(fn);
  else queueMicrotask(fn);
}

/** Makes `db.transaction` run the `afterCommit` callbacks of the transactions it commits. */
export function withAfterCommit(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const patched: Database['transaction'] = async (run, config) => {
    const callbacks: Array<() => void> = [];
    const result = await transaction((tx) => {
      waiting.set(tx, callbacks);
      owners.set(tx, db);
      return run(tx);
    }, config);
    for (const fn of callbacks) {
      try {
        fn();
      } catch {
        // A wake-up that throws must not turn a committed change into an error for the caller.
      }
    }
    return result;
  };
  db.transaction = patched;
  databases.add(db);
  return db;
}
