import type { Product } from '@shop/shared/catalog/product-schemas';
import { createExternalStore } from '../store/external-store';
import { getSavedItems } from './get-saved-items';
import { saveItem } from './save-item';
import { unsaveItem } from './unsave-item';

// The one saved-items state of the page: the hearts on product cards and the dashboard's saved
// tab both read it, so saving from a card shows in the tab and unsaving in the tab empties the
// heart. It is server data, read by route loaders (the layout's, the dashboard's) and changed only
// through `setSaved`. It is held in the app's one kind of store (store/external-store.ts, as the
// cart and the session are), not a hand-made one; a module's own rather than one of the pages'
// stores (store/app-stores.tsx) because the loaders that read it run outside React's tree, where
// those are not within reach, and because the server, rendering as a guest, never fills it.

/** `readAt`: when the list last came from the server (local changes keep it). */
type Snapshot = { userId: string; products: readonly Product[]; readAt: number };

const saved = createExternalStore<Snapshot | null>(null);
/** The read under way, so a second loader asking for the same user's list waits for it. */
let reading: { userId: string; promise: Promise<readonly Product[]> } | null = null;

export const subscribeSaved = saved.subscribe;
export const savedSnapshot = saved.get;

/**
 * Reads the user's saved products into the shared state (one read at a time per user), unless
 * the list known for the user was read at most `maxAgeMs` ago (the dashboard wants what the
 * server has now, yet not a second read right after the layout's one on the same page load).
 */
export function loadSaved(userId: string, { maxAgeMs = Infinity } = {}): Promise<readonly Product[]> {
  const snapshot = saved.get();
  if (snapshot?.userId === userId && Date.now() - snapshot.readAt <= maxAgeMs)
    return Promise.resolve(snapshot.products);
  if (reading?.userId === userId) return reading.promise;
  const promise = getSavedItems().then(
    (products) => {
      if (reading?.promise === promise) reading = null;
      saved.set({ userId, products, readAt: Date.now() });
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
  const snapshot = saved.get();
  const known = snapshot?.userId === userId ? snapshot : null;
  const others = (known?.products ?? []).filter((p) => p.productId !== product.productId);
  return { userId, products: on ? [product, ...others] : others, readAt: known?.readAt ?? 0 };
}

/**
 * Saves (`on`) or unsaves a product at once and then on the server; undoes the change if the
 * server refuses. Resolves with the server's message.
 */
export async function setSaved(userId: string, product: Product, on: boolean): Promise<string> {
  saved.set(withProduct(userId, product, on));
  try {
    const { message } = await (on ? saveItem(product.productId) : unsaveItem(product.productId));
    return message;
  } catch (error) {
    saved.set(withProduct(userId, product, !on));
    throw error;
  }
}
