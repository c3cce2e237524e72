import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  countLabel,
  filterProducts,
  parsePriceBound,
  shadeCountLabel,
  sortProducts,
  topRatedProducts,
  sortLabel,
} from './listing.ts';

const p = (name: string, price: number, extra: Record<string, unknown> = {}) => ({
  name,
  price,
  inStock: true,
  colors: [] as { inStock: boolean }[],
  rating: 0,
  reviewCount: 0,
  ...extra,
});
// Newest first, as the server answers.
const gloss = p('gloss', 6500, { rating: 4.5, reviewCount: 2 });
const serum = p('serum', 12000, { inStock: false, rating: 4.8, reviewCount: 5 });
const lipstick = p('lipstick', 4500, {
  colors: [{ inStock: false }, { inStock: true }],
  rating: 4.5,
  reviewCount: 9,
});
const palette = p('palette', 9000, { colors: [{ inStock: false }] });
const all = [gloss, serum, lipstick, palette];
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('listing sort', () => {
  it('keeps the server order for newest and sorts by price both ways', () => {
    expect(names(sortProducts(all, 'newest'))).toEqual(['gloss', 'serum', 'lipstick', 'palette']);
    expect(names(sortProducts(all, 'price-asc'))).toEqual(['lipstick', 'gloss', 'palette', 'serum']);
    expect(names(sortProducts(all, 'price-desc'))).toEqual(['serum', 'palette', 'gloss', 'lipstick']);
  });

  it('puts the best rated first, more reviews breaking a tie, unrated last', () => {
    expect(names(sortProducts(all, 'top-rated'))).toEqual(['serum', 'lipstick', 'gloss', 'palette']);
    expect(names(topRatedProducts(all, 2))).toEqual(['serum', 'lipstick']);
    expect(names(topRatedProducts(all, 10))).not.toContain('palette');
  });

  it('does not change the list it was given', () => {
    sortProducts(all, 'price-asc');
    expect(names(all)).toEqual(['gloss', 'serum', 'lipstick', 'palette']);
  });
});

describe('listing filters', () => {
  it('keeps only what can be bought now: in stock, and with a shade in stock if it has shades', () => {
    expect(names(filterProducts(all, { ...NO_FILTERS, inStockOnly: true }))).toEqual(['gloss', 'lipstick']);
  });

  it('keeps prices within the bounds, either bound optional and inclusive', () => {
    expect(names(filterProducts(all, { ...NO_FILTERS, minPrice: 6500 }))).toEqual([
      'gloss',
      'serum',
      'palette',
    ]);
    expect(names(filterProducts(all, { ...NO_FILTERS, maxPrice: 6500 }))).toEqual(['gloss', 'lipstick']);
    expect(names(filterProducts(all, { ...NO_FILTERS, minPrice: 5000, maxPrice: 9000 }))).toEqual([
      'gloss',
      'palette',
    ]);
    expect(filterProducts(all, NO_FILTERS)).toEqual(all);
  });

  it('reads typed naira bounds, ignoring commas and the naira sign', () => {
    expect(parsePriceBound('₦5,000')).toBe(5000);
    expect(parsePriceBound(' 7000 ')).toBe(7000);
    expect(parsePriceBound('')).toBeNull();
    expect(parsePriceBound('abc')).toBeNull();
    expect(parsePriceBound('-5')).toBeNull();
  });

  it('counts products and shades in words', () => {
    expect(countLabel(12)).toBe('12 products');
    expect(countLabel(1)).toBe('1 product');
    expect(shadeCountLabel(5)).toBe('5 shades');
    expect(shadeCountLabel(1)).toBe('1 shade');
  });
});

describe('the sort labels', () => {
  it('name the default order "Best match" on a search, "Newest" elsewhere', () => {
    expect(sortLabel('newest', true)).toBe('Best match');
    expect(sortLabel('newest', false)).toBe('Newest');
    expect(sortLabel('price-asc', true)).toBe('Lowest price');
  });
});
