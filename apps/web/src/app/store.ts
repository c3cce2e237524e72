import { configureStore } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { emptyCart } from '@shop/shared/cart/cart-rules';
import { authSlice, persistUser, unreadAuthState } from '../lib/session/auth-slice';
import { cartSlice } from '../lib/cart/cart-slice';
import { storageKeys, writeStorage } from '../lib/storage';

/**
 * The state the server renders pages in: it cannot see the browser's storage, so no one is signed
 * in and the cart is empty. A browser hydrating such a page renders it in this state first (the
 * store's `serverState`), then at once in its own.
 */
export const serverRenderedState = () => ({ auth: unreadAuthState, cart: emptyCart() });

/** `fromStorage: false` on the server: the store holds `serverRenderedState()`. */
export function createStore({ fromStorage = true } = {}) {
  const store = configureStore({
    reducer: { auth: authSlice.reducer, cart: cartSlice.reducer },
    preloadedState: fromStorage ? undefined : serverRenderedState(),
  });
  // Persist on change only: the cart under 'cart' (deleted when empty), the user under 'user', 'token', 'role', 'isAdmin'.
  let { cart, auth } = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.cart !== cart) {
      cart = state.cart;
      writeStorage(storageKeys.cart, cart.items.length > 0 ? JSON.stringify(cart) : null);
    }
    if (state.auth !== auth) {
      auth = state.auth;
      persistUser(auth.user);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export const useAppSelector = useSelector.withTypes<RootState>();
