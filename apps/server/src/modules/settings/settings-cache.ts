import { sql } from 'drizzle-orm';
import type { ShopSettings } from '@shop/shared/settings/settings-schemas';
import { afterCommit, transactionOwner } from '../../db/after-commit.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { listenOf } from '../../db/listen.ts';

// The shop's settings kept in memory per process (decision 66): a paid order used to read them
// three times. A change forgets them in the process that made it as it commits, and in every
// other process when its NOTIFY arrives; while a process cannot hear other processes (its
// listening connection is down or not yet up) it reads them from the database each time.

const SETTINGS_CHANNEL = 'shop_settings';

type Read = (db: DbOrTx) => Promise<ShopSettings>;

class SettingsCache {
  private value: Promise<ShopSettings> | undefined;
  /** False while a change made by another process could go unheard. */
  private hearing: boolean;

  constructor(
    private readonly db: Database,
    private readonly read: Read,
  ) {
    const listen = listenOf(db);
    // PGlite has one process: its own changes are all there are.
    this.hearing = !listen;
    // Stopped with the database's other listeners when the database closes (db/client.ts).
    listen?.(SETTINGS_CHANNEL, {
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

  /** The settings, asked of `via` (the database or a transaction on it) when not kept. */
  get(via: DbOrTx): Promise<ShopSettings> {
    if (this.value) return this.value;
    // Read where the caller is: on PGlite's one connection a read beside an open transaction
    // waits for it to end, and the transaction waits for the read. A transaction's read is not
    // kept: it may be of settings that transaction is changing, and it may yet roll back.
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

const caches = new WeakMap<Database, SettingsCache>();

/** The settings as this process last read them (see above); `read` asks the database. */
export function cachedSettings(db: DbOrTx, read: Read): Promise<ShopSettings> {
  // Inside a transaction the cache of its database answers: a change commits whole, and a
  // transaction reading the settings before another's commit sees the old ones all the same.
  const owner = transactionOwner(db);
  if (!owner) return read(db as Database);
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new SettingsCache(owner, read)));
  return cache.get(db);
}

/**
 * Call in the transaction that writes the settings: other processes are told at its commit (a
 * NOTIFY is delivered only then), and this process forgets them right after it.
 */
export async function settingsChanged(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
  const owner = transactionOwner(tx);
  afterCommit(tx, () => {
    if (owner) caches.get(owner)?.forget();
  });
}
