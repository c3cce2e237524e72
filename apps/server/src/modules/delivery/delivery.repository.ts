import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryOptions } from '../../db/schema/index.ts';

export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;
export type DeliveryOptionValues = Omit<typeof deliveryOptions.$inferInsert, 'id' | 'createdAt'>;

/** Every option in the shop's order (position, then id), the inactive ones too. */
export function listDeliveryOptions(db: DbOrTx): Promise<DeliveryOptionRow[]> {
  return db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.position), asc(deliveryOptions.id));
}

/** Inserts under `id`; null when that id is taken (the caller picks another). */
export async function insertDeliveryOption(
  db: DbOrTx,
  id: string,
  values: DeliveryOptionValues,
): Promise<DeliveryOptionRow | null> {
  const [row] = await db
    .insert(deliveryOptions)
    .values({ ...values, id })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateDeliveryOption(
  db: DbOrTx,
  id: string,
  values: DeliveryOptionValues,
): Promise<DeliveryOptionRow | null> {
  const [row] = await db
    .update(deliveryOptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryOptions.id, id))
    .returning();
  return row ?? null;
}

export async function deleteDeliveryOption(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryOptions)
    .where(eq(deliveryOptions.id, id))
    .returning({ id: deliveryOptions.id });
  return rows.length > 0;
}
