import type { CartItem } from '@shop/shared/cart/cart-rules';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { ApiError } from '../api-client';
import { getProduct } from '../get-product';

// The catalogue's word on the products in a cart, from which each line's stock is worked out. Read
// by the cart's route loader for the stored cart as the page opens, and by the cart's lines for a
// cart that changed since (a reminder's link restored another, another tab added to it).

/** By product id: the product as the catalogue has it now, or null when it is no longer sold (404). */
export type CartProducts = ReadonlyMap<string, Product | null>;

/** The lines' products, each once and in one order: the key their products are read under. */
export const cartProductIds = (items: readonly Pick<CartItem, 'productId'>[]) =>
  [...new Set(items.map((i) => i.productId))].sort().join('\n');

/** A read the loader started: for which products (`cartProductIds`) and their answer. */
export type StartedCartProducts = { ids: string; products: Promise<CartProducts> };

/**
 * Reads the products (`cartProductIds`) from the catalogue, the same answers the product pages get
 * (so mostly from the browser's cache). A product whose read failed otherwise than 404 is left out:
 * its lines' stock stays unknown, and the checkout's own check still stops an order it cannot fill.
 */
export async function readCartProducts(ids: string): Promise<CartProducts> {
  const wanted = ids.split('\n').filter(Boolean);
  const answers = await Promise.allSettled(wanted.map((id) => getProduct(id)));
  const known = new Map<string, Product | null>();
  answers.forEach((answer, i) => {
    const id = wanted[i]!;
    if (answer.status === 'fulfilled') known.set(id, answer.value);
    else if (answer.reason instanceof ApiError && answer.reason.status === 404) known.set(id, null);
  });
  return known;
}
