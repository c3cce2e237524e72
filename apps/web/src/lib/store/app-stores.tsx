import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { emptyCart, type Cart } from '@shop/shared/cart/cart-rules';
import { createCartStore, persistCart, type CartStore } from '../cart/cart-store';
import {
  createSessionStore,
  persistUser,
  unreadAuthState,
  type AuthState,
  type SessionStore,
} from '../session/session-store';
import type { ExternalStore } from './external-store';

/** The browser's state the pages share: the cart and who is signed in. */
export type AppStores = { cart: CartStore; session: SessionStore };
export type AppState = { auth: AuthState; cart: Cart };

/**
 * The state the server renders pages in: it cannot see the browser's storage, so no one is signed
 * in and the cart is empty. A browser hydrating such a page renders it in this state first (the
 * provider's `serverState`), then at once in its own.
 */
export const serverRenderedState = (): AppState => ({ auth: unreadAuthState, cart: emptyCart() });

/**
 * `fromStorage: false` on the server: the stores hold `serverRenderedState()`. Each change is kept
 * in the browser's storage: the cart under 'cart' (deleted when empty), the user under 'user',
 * 'token', 'role', 'isAdmin'.
 */
export function createAppStores({ fromStorage = true } = {}): AppStores {
  const unread = fromStorage ? undefined : serverRenderedState();
  const stores = { cart: createCartStore(unread?.cart), session: createSessionStore(unread?.auth) };
  stores.cart.subscribe(() => persistCart(stores.cart.get()));
  stores.session.subscribe(() => persistUser(stores.session.get().user));
  return stores;
}

type Provided = { stores: AppStores; serverState?: AppState };
const StoresContext = createContext<Provided | null>(null);

export function AppStoresProvider({ stores, serverState, children }: Provided & { children: ReactNode }) {
  return <StoresContext value={{ stores, serverState }}>{children}</StoresContext>;
}

function useProvided() {
  const provided = useContext(StoresContext);
  if (!provided) throw new Error('A page is rendered outside AppStoresProvider');
  return provided;
}

/** The stores, to change them (add to the cart, sign in or out). */
export const useAppStores = () => useProvided().stores;

/**
 * Part of a store's state; the component renders again when that part changes. While hydrating,
 * the part of `serverState` the server rendered the page in.
 */
function useStoreState<S, T>(
  store: ExternalStore<S>,
  serverValue: S | undefined,
  select: (state: S) => T,
): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverValue ?? store.get()),
  );
}

export function useCartState<T>(select: (cart: Cart) => T): T {
  const { stores, serverState } = useProvided();
  return useStoreState(stores.cart, serverState?.cart, select);
}

export function useAuthState<T>(select: (auth: AuthState) => T): T {
  const { stores, serverState } = useProvided();
  return useStoreState(stores.session, serverState?.auth, select);
}
