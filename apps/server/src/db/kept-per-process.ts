import { sql } from 'drizzle-orm';
import { afterCommit, transactionOwner } from './after-commit.ts';
import type { Database, DbOrTx, Transaction } from './client.ts';
import { listenOf } from './listen.ts';

// A small table the paths every order takes read (the shop's settings, the delivery options) kept
// in memory per process (decision 66). A change forgets it in the process that made it as it
// commits, and in every other process when its NOTIFY on the table's channel arrives; while a
// process cannot hear other processes (its listening connection is down or not yet up) it reads
// it from the database each time.

type Read<T> = (db: DbOrTx) => Promise<T>;

class KeptValue<T> {
  private value: Promise<T> | undefined;
  /** False while a change made by another process could go unheard. */
  private hearing: boolean;

  constructor(
    private readonly db: Database,
    channel: string,
    private readonly read: Read<T>,
  ) {
    const listen = listenOf(db);
    // PGlite has one process: its own changes are all there are.
    this.hearing = !listen;
    // Stopped with the database's other listeners when the database closes (db/client.ts).
    listen?.(channel, {
      onNotify: () => this.forget(),
      onUp: () => {
        this.forget();
        this.hearing = true;
      },
      onDown: () => {
        this.hearing = false;
        this.forget();
      },
    });
  }

  forget() {
    this.value = undefined;
  }

  /** The value, asked of `via` (the database or a transaction on it) when not kept. */
  get(via: DbOrTx): Promise<T> {
    if (this.value) return this.value;
    // Read where the caller is: on PGlite's one connection a read beside an open transaction
    // waits for it to end, and the transaction waits for the read. A transaction's read is not
    // kept: it may be of rows that transaction is changing, and it may yet roll back.
    if (!this.hearing || via !== this.db) return this.read(via);
    const reading = this.read(this.db);
    this.value = reading;
    // A failed read is not kept: the next caller asks the database again.
    reading.catch(() => {
      if (this.value === reading) this.value = undefined;
    });
    // A change heard while the read ran has forgotten it already (value is undefined again), so
    // only its callers, who asked before the change was heard, get what it answers.
    return reading;
  }
}

/** Each database's kept values, by channel. */
const kept = new WeakMap<Database, Map<string, KeptValue<unknown>>>();

/**
 * What `read` answers, as this process last read it (see above). `channel` names the table's
 * changes: every transaction that writes it calls keptValueChanged with the same channel.
 */
export function keptPerProcess<T>(db: DbOrTx, channel: string, read: Read<T>): Promise<T> {
  // Inside a transaction the database's kept value answers: a change commits whole, and a
  // transaction reading before another's commit sees the old rows all the same.
  const owner = transactionOwner(db);
  if (!owner) return read(db);
  let byChannel = kept.get(owner);
  if (!byChannel) kept.set(owner, (byChannel = new Map()));
  let value = byChannel.get(channel) as KeptValue<T> | undefined;
  if (!value) byChannel.set(channel, (value = new KeptValue(owner, channel, read)));
  return value.get(db);
}

/**
 * Call in the transaction that writes what `channel` keeps: other processes are told at its commit
 * (a NOTIFY is delivered only then), and this process forgets it right after it.
 */
export async function keptValueChanged(tx: Transaction, channel: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, '')`);
  const owner = transactionOwner(tx);
  afterCommit(tx, () => {
    if (owner) kept.get(owner)?.get(channel)?.forget();
  });
}
