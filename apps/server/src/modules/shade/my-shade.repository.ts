import { eq } from 'drizzle-orm';
import type { ShadeProfile, SkinDepth, Undertone } from '@shop/shared/products/shade';
import type { DbOrTx } from '../../db/client.ts';
import { shopperShades } from '../../db/schema/index.ts';

export async function findMyShade(db: DbOrTx, userId: string): Promise<ShadeProfile | null> {
  const [row] = await db.select().from(shopperShades).where(eq(shopperShades.userId, userId)).limit(1);
  return row ? { depth: row.depth as SkinDepth, undertone: row.undertone as Undertone } : null;
}

/** The finder's latest answer replaces the one before. */
export async function saveMyShade(db: DbOrTx, userId: string, shade: ShadeProfile): Promise<ShadeProfile> {
  const values = { ...shade, updatedAt: new Date() };
  await db
    .insert(shopperShades)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: shopperShades.userId, set: values });
  return shade;
}

export async function forgetMyShade(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(shopperShades).where(eq(shopperShades.userId, userId));
}
