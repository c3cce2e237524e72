import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, parseStoredCart } from '@shop/shared/cart/cart-rules';
import { earlyAddScript } from './early-add-script.ts';

const serum = { productId: 'GN-SK-001', name: 'Glow Serum', price: 12500.5, image: 'a.webp', color: null };

/** A page with the script run in it: its storage, its two header cart links and the adder. */
function pageWith(stored: string | null, storage: 'works' | 'fails' = 'works') {
  const items = new Map<string, string>(stored === null ? [] : [['cart', stored]]);
  const links = [0, 1].map(() => {
    const attributes = new Map<string, string>([['aria-label', 'Cart']]);
    return { attributes, setAttribute: (name: string, value: string) => attributes.set(name, value) };
  });
  const window: { __shopEarlyAdd?: (item: string) => boolean } = {};
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storage === 'fails') throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
  const document = {
    querySelectorAll: (selector: string) => (selector === 'header a[href="/cart"]' ? links : []),
  };
  runInNewContext(earlyAddScript, { window, localStorage, document, JSON, Math, Array, Number, String });
  return { add: window.__shopEarlyAdd!, stored: () => items.get('cart') ?? null, links };
}

describe('Add to Cart before the app has started', () => {
  it('puts the product in the stored cart as the app would, and a second press adds one more', () => {
    const page = pageWith(null);
    expect(page.add(JSON.stringify(serum))).toBe(true);
    expect(JSON.parse(page.stored()!)).toEqual(addToCart(emptyCart(), serum));
    page.add(JSON.stringify(serum));
    expect(parseStoredCart(page.stored())).toEqual(addToCart(addToCart(emptyCart(), serum), serum));
  });

  it('keeps what the cart already held and shows the new count on every cart link', () => {
    const lipstick = {
      ...serum,
      productId: 'GN-MU-001',
      price: 8000,
      color: { _id: 'c1', name: 'Ruby', code: '#9b111e' },
    };
    const held = JSON.stringify({
      ...addToCart(emptyCart(), lipstick),
      items: [{ ...lipstick, quantity: 2 }],
    });
    const page = pageWith(held);
    page.add(JSON.stringify(serum));
    expect(parseStoredCart(page.stored())).toEqual(addToCart(parseStoredCart(held), serum));
    for (const link of page.links) {
      expect(link.attributes.get('aria-label')).toBe('Cart, 3 items');
      expect(link.attributes.get('data-early-count')).toBe('3');
    }
  });

  it('leaves the press to the app when the browser cannot store the cart', () => {
    const page = pageWith(null, 'fails');
    expect(page.add(JSON.stringify(serum))).toBe(false);
    expect(page.stored()).toBeNull();
    expect(page.links[0]!.attributes.get('aria-label')).toBe('Cart');
  });
});
