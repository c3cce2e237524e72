import type { Product } from '@shop/shared/catalog/product-schemas';
import { getSavedItems } from './get-saved-items';
import { saveItem } from './save-item';
import { unsaveItem } from './unsave-item';

// The one saved-items state of the page: the hearts on product cards and the dashboard's saved
// tab both read it, so saving from a card shows in the tab and unsaving in the tab empties the
// heart. It is server data (kept outside Redux, which holds only the session and the cart), read
// by route loaders and changed only through `setSaved`.

/** `readAt`: when the list last came from the server (local changes keep it). */
type Snapshot = { userId: string; products: readonly Product[]; readAt: number };

let snapshot: Snapshot | null = null;
let reading: { userId: string; promise: Promise<readonly Product[]> } | null = null;
const listeners = new Set<() => void>();

function publish(next: Snapshot | null) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const subscribeSaved = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const savedSnapshot = () => snapshot;

/**
 * Reads the user's saved products into the shared state (one read at a time per user), unless
 * the list known for the user was read at most `maxAgeMs` ago (the dashboard wants what the
 * server has now, yet not a second read right after the layout's one on the same page load).
 */
export function loadSaved(userId: string, { maxAgeMs = Infinity } = {}): Promise<readonly Product[]> {
  if (snapshot?.userId === userId && Date.now() - snapshot.readAt <= maxAgeMs)
    return Promise.resolve(snapshot.products);
  if (reading?.userId === userId) return reading.promise;
  const promise = getSavedItems().then(
    (products) => {
      if (reading?.promise === promise) reading = null;
      publish({ userId, products, readAt: Date.now() });
      return products;
    },
    (error: unknown) => {
      if (reading?.promise === promise) reading = null;
      throw error;
    },
  );
  reading = { userId, promise };
  return promise;
}

function withProduct(userId: string, product: Product, on: boolean): Snapshot {
  const known = snapshot?.userId === userId ? snapshot : null;
  const others = (known?.products ?? []).filter((p) => p.productId !== product.productId);
  return { userId, products: on ? [product, ...others] : others, readAt: known?.readAt ?? 0 };
}

/**
 * Saves (`on`) or unsaves a product at once and then on the server; undoes the change if the
 * server refuses. Resolves with the server's message.
 */
export async function setSaved(userId: string, product: Product, on: boolean): Promise<string> {
  publish(withProduct(userId, product, on));
  try {
    const { message } = await (on ? saveItem(product.productId) : unsaveItem(product.productId));
    return message;
  } catch (error) {
    publish(withProduct(userId, product, !on));
    throw error;
  }
}
