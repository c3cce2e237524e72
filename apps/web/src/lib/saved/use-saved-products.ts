import { useSyncExternalStore } from 'react';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { savedSnapshot, subscribeSaved } from './saved-store';

/** The user's saved products as the shared state has them, or null before they are read. */
export function useSavedProducts(userId: string | null): readonly Product[] | null {
  // The server renders as a guest: nothing saved.
  const snapshot = useSyncExternalStore(subscribeSaved, savedSnapshot, () => null);
  return userId && snapshot?.userId === userId ? snapshot.products : null;
}
