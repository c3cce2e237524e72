import type { SkinProfile } from '@shop/shared/products/skin';
import type { Database } from '../../db/client.ts';
import { readSkin, saveSkin } from './skin.repository.ts';

/** The account's "My skin": the shopper's skin type and concerns (none yet: an empty profile). */
export const mySkin = (db: Database, userId: string) => readSkin(db, userId);

/** Replaces the shopper's skin profile whole; the answer is what is now stored. */
export const replaceMySkin = (db: Database, userId: string, skin: SkinProfile) => saveSkin(db, userId, skin);
