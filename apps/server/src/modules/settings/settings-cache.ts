import type { ShopSettings } from '@shop/shared/settings/settings-schemas';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { keptPerProcess, keptValueChanged } from '../../db/kept-per-process.ts';

// The shop's settings kept in memory per process (decision 66, db/kept-per-process.ts): a paid
// order used to read them three times.

const SETTINGS_CHANNEL = 'shop_settings';

/** The settings as this process last read them; `read` asks the database. */
export const cachedSettings = (db: DbOrTx, read: (db: DbOrTx) => Promise<ShopSettings>) =>
  keptPerProcess(db, SETTINGS_CHANNEL, read);

/**
 * Call in the transaction that writes the settings: other processes are told at its commit, and
 * this process forgets them right after it.
 */
export const settingsChanged = (tx: Transaction) => keptValueChanged(tx, SETTINGS_CHANNEL);
