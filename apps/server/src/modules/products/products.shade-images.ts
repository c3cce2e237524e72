import { matchesShade, shadeImageField } from '@shop/shared/admin/shade-images';
import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import { storeImage } from '../images/image-store.ts';
import { setShadeImage } from './products.admin.repository.ts';

/** Decodes and stores each shade picture (415/413 as the product's image); key → stored name. */
export async function storeShadeImages(
  tx: DbOrTx,
  files: ReadonlyMap<string, Buffer> | undefined,
): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  for (const [key, buffer] of files ?? []) stored.set(key, await storeImage(tx, buffer));
  return stored;
}

/** A picture for every key, or a 400 naming the first field that matches no colour of the product. */
export function checkShadeKeys(keys: Iterable<string>, list: readonly { name: string; code: string }[]) {
  for (const key of keys) {
    if (!list.some((c) => matchesShade(key, c))) {
      throw badRequest(`${shadeImageField(key)} matches none of the product's colours`, shadeImageField(key));
    }
  }
}

export function shadeImageOf(
  color: { name: string; code: string },
  stored: ReadonlyMap<string, string>,
): string | undefined {
  for (const [key, image] of stored) if (matchesShade(key, color)) return image;
  return undefined;
}

/** After an edit: gives the product's matching colours their new pictures, in the same transaction. */
export async function applyShadeImages<P extends Product | AdminProduct>(
  tx: DbOrTx,
  product: P,
  stored: ReadonlyMap<string, string>,
): Promise<P> {
  if (stored.size === 0) return product;
  checkShadeKeys(stored.keys(), product.colors);
  const list = [];
  for (const color of product.colors) {
    const image = shadeImageOf(color, stored);
    if (image) await setShadeImage(tx, color._id, image);
    list.push(image ? { ...color, image } : color);
  }
  return { ...product, colors: list };
}
