import {
  NO_SKIN_PROFILE,
  SKIN_CONCERNS,
  inListOrder,
  isSkinType,
  type SkinProfile,
} from '@shop/shared/products/skin';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

// The shopper's skin as this browser keeps it: a guest's only copy, a signed-in shopper's copy of
// her account's (so the home page's row needs no question to the account first). Decision 58.

const KEY = storageKeys.mySkin;

export function readSkinInBrowser(): SkinProfile {
  try {
    const raw = JSON.parse(readStorage(KEY) ?? 'null') as { skinType?: unknown; concerns?: unknown } | null;
    if (!raw) return NO_SKIN_PROFILE;
    return {
      skinType: isSkinType(raw.skinType) ? raw.skinType : null,
      concerns: Array.isArray(raw.concerns) ? inListOrder(SKIN_CONCERNS, raw.concerns.map(String)) : [],
    };
  } catch {
    return NO_SKIN_PROFILE;
  }
}

export function writeSkinInBrowser(skin: SkinProfile): void {
  writeStorage(KEY, skin.skinType === null && skin.concerns.length === 0 ? null : JSON.stringify(skin));
}
