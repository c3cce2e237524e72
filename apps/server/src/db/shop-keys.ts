import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { transactionOwner } from './after-commit.ts';
import type { DbOrTx } from './client.ts';
import { appMeta } from './schema/index.ts';

// Secret keys the shop signs with (mail links, sign-in device cookies), one per use. Each is made
// at its first use in a shop database and kept in app_meta, so every process and every restart
// signs and checks with the same one, and no setting has to be kept secret by hand. Two processes
// making one at once both insert-or-keep and read back the row that won.

export type ShopKeyName = 'mail_link_key' | 'device_cookie_key';

const cache = new WeakMap<object, Map<ShopKeyName, Buffer>>();

export async function shopKey(db: DbOrTx, name: ShopKeyName): Promise<Buffer> {
  const owner = transactionOwner(db) ?? db;
  let keys = cache.get(owner);
  const cached = keys?.get(name);
  if (cached) return cached;
  await db
    .insert(appMeta)
    .values({ key: name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name));
  const key = Buffer.from(row!.value, 'base64url');
  if (!keys) cache.set(owner, (keys = new Map()));
  keys.set(name, key);
  return key;
}
