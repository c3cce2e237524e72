import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, parseStoredCart, removeFromCart, removeLine } from './cart-rules.ts';

const red = { _id: 'c1', name: 'Ruby', code: '#9b111e' };
const nude = { _id: 'c2', name: 'Nude', code: '#e3bc9a' };
const lipstick = { productId: 'GN-MU-001', name: 'Lipstick', price: 4500, image: null };

describe('cart rules', () => {
  it('adds a new line with quantity 1 and recomputes totals', () => {
    const cart = addToCart(emptyCart(), { ...lipstick, color: red });
    expect(cart.items).toHaveLength(1);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalAmount).toBe(4500);
  });

  it('merges the same product and colour, and a line without colour with any colour', () => {
    let cart = addToCart(emptyCart(), { ...lipstick, color: red });
    cart = addToCart(cart, { ...lipstick, color: red });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(2);
    cart = addToCart(cart, { ...lipstick, color: null });
    expect(cart.items[0]?.quantity).toBe(3);
  });

  it('keeps two colours of one product apart', () => {
    let cart = addToCart(emptyCart(), { ...lipstick, color: red });
    cart = addToCart(cart, { ...lipstick, color: nude });
    expect(cart.items).toHaveLength(2);
    expect(cart.totalAmount).toBe(9000);
  });

  it('removes one at a time and the line at quantity 1; an unknown product changes nothing', () => {
    let cart = addToCart(addToCart(emptyCart(), { ...lipstick, color: null }), { ...lipstick, color: null });
    cart = removeFromCart(cart, 'GN-MU-001');
    expect(cart.items[0]?.quantity).toBe(1);
    expect(removeFromCart(cart, 'nope')).toBe(cart);
    cart = removeFromCart(cart, 'GN-MU-001');
    expect(cart).toEqual(emptyCart());
  });

  it('sums prices without floating-point drift', () => {
    let cart = addToCart(emptyCart(), { ...lipstick, productId: 'a', price: 0.1, color: null });
    cart = addToCart(cart, { ...lipstick, productId: 'b', price: 0.2, color: null });
    expect(cart.totalAmount).toBe(0.3);
  });

  it('starts empty from an absent or unreadable stored cart', () => {
    expect(parseStoredCart(null)).toEqual(emptyCart());
    expect(parseStoredCart('{not json')).toEqual(emptyCart());
    expect(parseStoredCart('{"items":"x"}')).toEqual(emptyCart());
    const stored = JSON.stringify(addToCart(emptyCart(), { ...lipstick, color: red }));
    expect(parseStoredCart(stored).totalQuantity).toBe(1);
  });

  it('removes a whole line of one shade, whatever its quantity, and leaves other shades', () => {
    let cart = addToCart(emptyCart(), { ...lipstick, color: red });
    cart = addToCart(cart, { ...lipstick, color: red });
    cart = addToCart(cart, { ...lipstick, color: nude });
    cart = removeLine(cart, lipstick.productId, 'c1');
    expect(cart.items.map((i) => i.color?.name)).toEqual(['Nude']);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalAmount).toBe(4500);
    expect(removeLine(cart, 'unknown', null)).toBe(cart);
  });
});
