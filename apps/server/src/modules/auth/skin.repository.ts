import { eq } from 'drizzle-orm';
import { inListOrder, isSkinType, SKIN_CONCERNS, type SkinProfile } from '@shop/shared/products/skin';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// The shopper's own skin, kept on her account (decision 58).

export async function readSkin(db: DbOrTx, userId: string): Promise<SkinProfile> {
  const [row] = await db
    .select({ skinType: users.skinType, concerns: users.skinConcerns })
    .from(users)
    .where(eq(users.id, userId));
  return {
    skinType: isSkinType(row?.skinType) ? row.skinType : null,
    concerns: inListOrder(SKIN_CONCERNS, row?.concerns ?? []),
  };
}

export async function saveSkin(db: DbOrTx, userId: string, skin: SkinProfile): Promise<SkinProfile> {
  await db
    .update(users)
    .set({ skinType: skin.skinType, skinConcerns: skin.concerns })
    .where(eq(users.id, userId));
  return readSkin(db, userId);
}
