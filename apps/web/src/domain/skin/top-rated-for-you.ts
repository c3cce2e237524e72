import type { Product } from '@shop/shared/catalog/product-schemas';
import { isSkinProfileKnown, type SkinProfile } from '@shop/shared/products/skin';
import { getMySkin } from './api/my-skin';
import { getTopRatedForSkin } from './api/get-top-rated-for-skin';
import { readSkinInBrowser, writeSkinInBrowser } from './skin-in-browser';

/**
 * The home page's personal row, asked for after first paint (this module is loaded only then):
 * the shopper's skin (her account's when signed in, else this browser's), and the top-rated
 * products for it; null when her skin is not known or nothing fits it, so the row stays general.
 */
export async function topRatedForYou(signedIn: boolean): Promise<Product[] | null> {
  let skin: SkinProfile = readSkinInBrowser();
  if (signedIn) {
    skin = await getMySkin();
    writeSkinInBrowser(skin);
  }
  if (!isSkinProfileKnown(skin)) return null;
  const { products } = await getTopRatedForSkin(skin);
  return products.length > 0 ? products : null;
}
