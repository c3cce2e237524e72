import webpush from 'web-push';
import type { DbOrTx } from '../../db/client.ts';
import { pushVapidKeys } from '../../db/schema/index.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The shop's VAPID key pair, made the first time it is asked for and kept in the database: every
 * device subscribed with the public key, so the pair must outlive restarts and be the same in
 * every process. Two processes making it at once both insert; the first row wins and both read it.
 */
export async function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const [kept] = await db.select().from(pushVapidKeys).limit(1);
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).limit(1);
  return { publicKey: row!.publicKey, privateKey: row!.privateKey };
}
