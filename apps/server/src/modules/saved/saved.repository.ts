import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { savedItems } from '../../db/schema/index.ts';

/** Product uuids the user saved, newest first. */
export async function listSavedProductUuids(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: savedItems.productId })
    .from(savedItems)
    .where(eq(savedItems.userId, userId))
    .orderBy(desc(savedItems.createdAt));
  return rows.map((r) => r.productId);
}

/** Saving twice is no error: the primary key keeps one row. */
export async function saveProduct(db: DbOrTx, userId: string, productUuid: string) {
  await db.insert(savedItems).values({ userId, productId: productUuid }).onConflictDoNothing();
}

export async function unsaveProduct(db: DbOrTx, userId: string, productUuid: string) {
  await db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.productId, productUuid)));
}
