import { describe, expect, it } from 'vitest';
import type { Color, Product } from '../catalog/product-schemas.ts';
import { lineStock, lineStockNote } from './line-stock.ts';

const shade = (over: Partial<Color> = {}): Color => ({
  _id: 's1',
  name: 'Ruby',
  code: '#9b111e',
  inStock: true,
  ...over,
});
const product = (over: Partial<Product> = {}): Product => ({
  _id: 'p1',
  productId: 'GN-1',
  name: 'Lipstick',
  fullname: 'Velvet Lipstick',
  description: '',
  category: 'makeup',
  price: 5000,
  image: null,
  inStock: true,
  colors: [],
  ...over,
});

describe('lineStock', () => {
  it('lets the stepper reach 99 when plenty is left', () => {
    expect(lineStock(product(), null)).toEqual({ soldOut: false, left: undefined, max: 99 });
  });

  it("stops the stepper at the few left of the product or of the line's shade, whichever is fewer", () => {
    expect(lineStock(product({ lowStock: true, left: 3 }), null).max).toBe(3);
    const p = product({ lowStock: true, left: 4, colors: [shade({ lowStock: true, left: 2 })] });
    expect(lineStock(p, 's1')).toEqual({ soldOut: false, left: 2, max: 2 });
  });

  it('marks a line sold out when the product, its shade, or the product itself is gone', () => {
    expect(lineStock(product({ inStock: false }), null).soldOut).toBe(true);
    expect(lineStock(product({ colors: [shade({ inStock: false })] }), 's1')).toEqual({
      soldOut: true,
      left: undefined,
      max: 0,
    });
    expect(lineStock(product({ colors: [shade()] }), 'removed-shade').soldOut).toBe(true);
    expect(lineStock(null, null).soldOut).toBe(true);
  });
});

describe('lineStockNote', () => {
  it('says how few are left, when the cart holds them all, and when it holds more than are left', () => {
    const three = lineStock(product({ lowStock: true, left: 3 }), null);
    expect(lineStockNote(three, 1)).toBe('Only 3 left');
    expect(lineStockNote(three, 3)).toBe('Only 3 left: you have them all');
    expect(lineStockNote(three, 5)).toBe('Only 3 left: please lower the quantity');
  });

  it('asks to remove a sold-out line and says nothing when plenty is left', () => {
    expect(lineStockNote(lineStock(null, null), 1)).toBe('Out of stock: please remove it to check out');
    expect(lineStockNote(lineStock(product(), null), 7)).toBeNull();
  });
});
