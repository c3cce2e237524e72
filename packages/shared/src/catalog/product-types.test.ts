import { describe, expect, it } from 'vitest';
import { filterProducts } from './listing.ts';
import { PRODUCT_TYPES, categoryOfType, productTypeLabel, typeOutsideCategory } from './product-types.ts';

describe('product types', () => {
  it('belong to exactly one category each', () => {
    expect(
      PRODUCT_TYPES.makeup.filter((t) => (PRODUCT_TYPES.skincare as readonly string[]).includes(t)),
    ).toEqual([]);
    expect(categoryOfType('cheeks')).toBe('makeup');
    expect(categoryOfType('moisturise')).toBe('skincare');
  });

  it('explain why a type of the other category cannot be kept, and accept no type', () => {
    expect(typeOutsideCategory('makeup', 'lips')).toBeNull();
    expect(typeOutsideCategory('skincare', null)).toBeNull();
    expect(typeOutsideCategory('skincare', 'lips')).toBe(
      'type lips is not a skincare type: choose one of cleanse, treat, moisturise, protect, body',
    );
  });

  it('read with a capital for shoppers', () => {
    expect(productTypeLabel('moisturise')).toBe('Moisturise');
  });

  it('filter a listing to one type, untyped products left out', () => {
    const item = (type: string | null) => ({ price: 1, inStock: true, colors: [], type });
    const list = [item('lips'), item('eyes'), item(null)];
    const filters = { inStockOnly: false, minPrice: null, maxPrice: null };
    expect(filterProducts(list, { ...filters, type: 'lips' })).toEqual([list[0]]);
    expect(filterProducts(list, filters)).toHaveLength(3);
  });
});
