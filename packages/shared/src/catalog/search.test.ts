import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_SEARCH_FIELDS, matchesSearch } from './search.ts';

const lipstick = {
  name: 'Velvet Lipstick',
  fullname: 'Glow Naija Velvet Matte Lipstick',
  description: 'Long-wear colour for humid days',
  category: 'makeup',
};

describe('admin product search', () => {
  it('looks at name and full name only, ignoring case', () => {
    expect(matchesSearch(lipstick, 'humid', ADMIN_PRODUCT_SEARCH_FIELDS)).toBe(false);
    expect(matchesSearch(lipstick, 'MATTE', ADMIN_PRODUCT_SEARCH_FIELDS)).toBe(true);
  });

  it('keeps everything for an empty term and treats regular-expression characters as plain text', () => {
    expect(matchesSearch(lipstick, '  ', ADMIN_PRODUCT_SEARCH_FIELDS)).toBe(true);
    expect(matchesSearch(lipstick, '.*', ADMIN_PRODUCT_SEARCH_FIELDS)).toBe(false);
  });
});
