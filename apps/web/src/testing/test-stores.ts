import type { AppState, AppStores } from '../lib/store/app-stores';
import { createCartStore } from '../lib/cart/cart-store';
import { createSessionStore } from '../lib/session/session-store';

/**
 * The app's stores for a test: the given state, or what this browser's storage holds. Unlike the
 * app's own (createAppStores), a change is not written back to the storage.
 */
export const testStores = ({ cart, auth }: Partial<AppState> = {}): AppStores => ({
  cart: createCartStore(cart),
  session: createSessionStore(auth),
});
