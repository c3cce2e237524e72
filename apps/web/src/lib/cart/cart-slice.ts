import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  emptyCart,
  parseStoredCart,
  removeFromCart,
  removeLine,
  type Cart,
  type CartItem,
} from '@shop/shared/cart/cart-rules';
import { readStorage, storageKeys } from '../storage';

export const loadCart = (): Cart => parseStoredCart(readStorage(storageKeys.cart));

export const cartSlice = createSlice({
  name: 'cart',
  initialState: loadCart,
  reducers: {
    itemAdded: (cart, action: PayloadAction<Omit<CartItem, 'quantity'>>) => addToCart(cart, action.payload),
    itemRemoved: (cart, action: PayloadAction<{ productId: string; colorId?: string | null }>) =>
      removeFromCart(cart, action.payload.productId, action.payload.colorId),
    lineRemoved: (cart, action: PayloadAction<{ productId: string; colorId: string | null }>) =>
      removeLine(cart, action.payload.productId, action.payload.colorId),
    cartCleared: () => emptyCart(),
    cartReplaced: (_cart, action: PayloadAction<Cart>) => action.payload,
  },
});

export const { itemAdded, itemRemoved, lineRemoved, cartCleared, cartReplaced } = cartSlice.actions;
