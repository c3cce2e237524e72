import { randomBytes } from 'node:crypto';
import type { ShopKeyName } from '../../db/shop-keys.ts';

// What a backup leaves out or blanks so that a stolen backup file opens nothing in the running
// shop (decision 41). Each rule is written twice, side by side: as SQL for the manifest's counts
// and as the change made to the rows written, so the counts always describe the file.

type Row = Record<string, unknown>;

/** Every key of db/shop-keys.ts: a key added there must be named here (the type says so). */
const SIGNING_KEYS: Record<ShopKeyName, true> = { mail_link_key: true, device_cookie_key: true };

/** Rows never written to a backup, by table: the SQL condition of the rows that are kept. */
export const KEPT_ROWS: Record<string, { sql: string; keep: (row: Row) => boolean }> = {
  // Reset codes are six digits stored as a hash: a hash of six digits is read back in a second.
  // A reset in progress at the backup is started again after a restore.
  password_resets: { sql: 'false', keep: () => false },
  // The keys the shop signs with (db/shop-keys.ts): mail links, sign-in device cookies. A restored
  // shop makes new ones on first use; links in mails sent before the restore stop working there,
  // and devices are asked again as new ones.
  app_meta: {
    sql: `key not in (${Object.keys(SIGNING_KEYS)
      .map((k) => `'${k}'`)
      .join(', ')})`,
    keep: (row) => !Object.hasOwn(SIGNING_KEYS, String(row.key)),
  },
};

const LEFT_OUT = '(left out of the backup)';

/** The rows of a table as a backup holds them: secrets blanked or replaced, rows left out. */
export function backedUpRows(table: string, rows: Row[]): Row[] {
  const kept = KEPT_ROWS[table] ? rows.filter(KEPT_ROWS[table].keep) : rows;
  if (table === 'orders') {
    // The order page opens to whoever holds its link: the file carries a new random token per
    // order, so the links mailed to customers open their orders in the running shop only (a
    // restored shop's orders are seen by signing in; old links there answer "not found").
    return kept.map((row) => ({ ...row, view_token: randomBytes(32).toString('base64url') }));
  }
  if (table === 'outbox') {
    // Stored mail text holds reset codes, order links and signed links. A mail already sent (or
    // given up) keeps its envelope, not its text; a reset code not yet sent is given up, its
    // code being dead with the reset it belonged to.
    return kept.map((row) => {
      const done = row.sent_at !== null || row.failed_at !== null;
      if (!done && row.kind !== 'reset-code') return row;
      return {
        ...row,
        text: LEFT_OUT,
        html: null,
        unsubscribe_url: null,
        ...(done ? {} : { failed_at: row.created_at, last_error: 'reset code left out of the backup' }),
      };
    });
  }
  return kept;
}
