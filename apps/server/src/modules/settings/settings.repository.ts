import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { shopSettingChanges, shopSettings, users } from '../../db/schema/index.ts';

export type SettingRow = { key: string; value: unknown; updatedAt: Date; updatedBy: string | null };

/** The stored parts of the settings (a part never written has no row). */
export async function readSettingRows(db: DbOrTx, keys: readonly string[]): Promise<SettingRow[]> {
  return db
    .select({
      key: shopSettings.key,
      value: shopSettings.value,
      updatedAt: shopSettings.updatedAt,
      updatedBy: users.username,
    })
    .from(shopSettings)
    .leftJoin(users, eq(users.id, shopSettings.updatedBy))
    .where(inArray(shopSettings.key, [...keys]));
}

/**
 * Takes the settings' write lock for the transaction: two admins saving at once apply their
 * changes one after the other, each to what the other left, and the record says so.
 */
export async function lockSettings(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_settings'))`);
}

/** Writes one part and records the change (who, when, before, after) in the same transaction. */
export async function writeSetting(
  tx: Transaction,
  change: { key: string; before: unknown; after: unknown; userId: string; username: string },
): Promise<void> {
  await tx
    .insert(shopSettings)
    .values({ key: change.key, value: change.after, updatedBy: change.userId, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: change.after, updatedBy: change.userId, updatedAt: sql`now()` },
    });
  await tx.insert(shopSettingChanges).values({
    key: change.key,
    before: change.before ?? null,
    after: change.after,
    changedBy: change.userId,
    changedByName: change.username,
  });
}
