// Browser storage that never throws: private modes and full quotas make localStorage fail, and a
// shop must keep working without it.
import { CART_STORAGE_KEY } from '@shop/shared/cart/cart-rules';

export const storageKeys = {
  cart: CART_STORAGE_KEY,
  user: 'user',
  token: 'token',
  role: 'role',
  isAdmin: 'isAdmin',
  dashboardTab: 'dashboardTab',
  adminTab: 'adminTab',
  /** The checkout attempt in hand: its Idempotency-Key and pending reference (checkout-attempt.ts). */
  checkoutAttempt: 'checkoutAttempt',
  /** The shopper's own skin in this browser (domain/skin/skin-in-browser.ts, decision 58). */
  mySkin: 'mySkin',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the state lives in memory for this visit only.
  }
}
