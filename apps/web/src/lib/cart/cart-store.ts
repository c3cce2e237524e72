import {
  addToCart,
  emptyCart,
  parseStoredCart,
  removeFromCart,
  removeLine,
  type Cart,
  type CartItem,
} from '@shop/shared/cart/cart-rules';
import { createExternalStore } from '../store/external-store';
import { readStorage, storageKeys, writeStorage } from '../storage';

/** The cart this browser keeps (an empty one when none is stored or it cannot be read). */
export const loadCart = (): Cart => parseStoredCart(readStorage(storageKeys.cart));

/** The cart and its changes, each worked out by the shared cart rules. */
export function createCartStore(initial: Cart = loadCart()) {
  const store = createExternalStore(initial);
  return {
    ...store,
    add: (item: Omit<CartItem, 'quantity'>) => store.set(addToCart(store.get(), item)),
    /** One fewer of the line (the line goes at zero). */
    remove: (productId: string, colorId?: string | null) =>
      store.set(removeFromCart(store.get(), productId, colorId)),
    removeLine: (productId: string, colorId: string | null) =>
      store.set(removeLine(store.get(), productId, colorId)),
    clear: () => store.set(emptyCart()),
    replace: (cart: Cart) => store.set(cart),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/** Keeps the cart in this browser's storage on each change (none stored while it is empty). */
export function persistCart(cart: Cart) {
  writeStorage(storageKeys.cart, cart.items.length > 0 ? JSON.stringify(cart) : null);
}
