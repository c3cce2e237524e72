import type { ShadeProfile } from '@shop/shared/products/shade';
import type { Database } from '../../db/client.ts';
import { findMyShade, forgetMyShade, saveMyShade } from './my-shade.repository.ts';

// The account's own shade (decision 57): kept on her account, read, replaced or forgotten.

export const myShade = (db: Database, userId: string) => findMyShade(db, userId);

export const keepMyShade = (db: Database, userId: string, shade: ShadeProfile) =>
  saveMyShade(db, userId, shade);

export const forgetShade = (db: Database, userId: string) => forgetMyShade(db, userId);
