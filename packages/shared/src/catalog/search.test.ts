import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_SEARCH_FIELDS, matchesSearch, searchProducts } from './search.ts';

const lipstick = {
  name: 'Velvet Lipstick',
  fullname: 'Glow Naija Velvet Matte Lipstick',
  description: 'Long-wear colour for humid days',
  category: 'makeup',
};
const serum = {
  name: 'Vitamin C Serum',
  fullname: 'Glow Naija Bright Serum 30ml',
  description: 'Evens tone',
  category: 'skincare',
};

describe('product search', () => {
  it('matches any of name, description, category and full name, ignoring case', () => {
    expect(searchProducts([lipstick, serum], 'VELVET')).toEqual([lipstick]);
    expect(searchProducts([lipstick, serum], 'humid')).toEqual([lipstick]);
    expect(searchProducts([lipstick, serum], 'skincare')).toEqual([serum]);
    expect(searchProducts([lipstick, serum], '30ml')).toEqual([serum]);
  });

  it('keeps everything for an empty term and nothing for nonsense', () => {
    expect(searchProducts([lipstick, serum], '  ')).toHaveLength(2);
    expect(searchProducts([lipstick, serum], 'zzqx')).toEqual([]);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(searchProducts([lipstick, serum], '.*')).toEqual([]);
    expect(searchProducts([lipstick, serum], '(')).toEqual([]);
  });

  it('admin search looks at name and full name only', () => {
    expect(matchesSearch(lipstick, 'humid', ADMIN_PRODUCT_SEARCH_FIELDS)).toBe(false);
    expect(matchesSearch(lipstick, 'matte', ADMIN_PRODUCT_SEARCH_FIELDS)).toBe(true);
  });
});
