import { describe, expect, it } from 'vitest';
import { excerpt, listingMeta, productMeta } from './page-meta.ts';
import type { Product } from './product-schemas.ts';

const product: Product = {
  _id: 'u1',
  productId: 'GN-MU-001',
  name: 'Velvet Matte Lipstick',
  fullname: 'Glow Naija Velvet Matte Lipstick 3.5g',
  description: 'A richly pigmented matte lipstick. '.repeat(10),
  category: 'makeup',
  price: 12500,
  image: null,
  inStock: true,
  colors: [],
};

describe('page titles and descriptions', () => {
  it('names a product page by its full name and leads its description with the naira price', () => {
    const meta = productMeta(product, 'Glow Naija');
    expect(meta.title).toBe('Glow Naija Velvet Matte Lipstick 3.5g · Glow Naija');
    expect(meta.description).toMatch(/^₦12,500 · A richly pigmented/);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.endsWith('…')).toBe(true);
  });

  it('titles listings by category', () => {
    expect(listingMeta('skincare', 'Ada').title).toBe('Skincare · Ada');
  });

  it('cuts long text at a word', () => {
    expect(excerpt('one two three four', 12)).toBe('one two…');
    expect(excerpt('  short \n text ', 50)).toBe('short text');
  });
});
