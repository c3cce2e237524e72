import { describe, expect, it } from 'vitest';
import { buildSearchIndex, productWords, type SearchableText } from './search-index.ts';
import { rankSearch } from './rank-search.ts';
import { typoDistance } from './typo-distance.ts';

// The search's rule on its own, without a shop: what is found and in which order.

const product = (name: string, more: Partial<SearchableText> = {}): SearchableText => ({
  name,
  fullname: `Glow Naija ${name}`,
  kind: 'makeup',
  ingredients: '',
  description: '',
  ...more,
});
const catalogue = [
  product('Velvet Lipstick', { kind: 'lips makeup', description: 'Long-wear colour for humid days' }),
  product('Vitamin C Serum', { fullname: 'Glow Naija Bright Serum 30ml', kind: 'treat skincare' }),
  product('Crème Blush', { kind: 'cheeks makeup' }),
];
const index = buildSearchIndex(catalogue.map(productWords));
const find = (term: string) => rankSearch(index, term).map((i) => catalogue[i]!.name);

describe('the storefront search rule', () => {
  it('looks in the name, full name, kind and description, ignoring case and accents', () => {
    expect(find('VELVET')).toEqual(['Velvet Lipstick']);
    expect(find('humid')).toEqual(['Velvet Lipstick']);
    expect(find('skincare')).toEqual(['Vitamin C Serum']);
    expect(find('30ml')).toEqual(['Vitamin C Serum']);
    expect(find('creme')).toEqual(['Crème Blush']);
  });

  it('forgives one slip from four letters and two from eight, never in the first letter', () => {
    expect(find('velvit')).toEqual(['Velvet Lipstick']);
    expect(find('lipstikc')).toEqual(['Velvet Lipstick']);
    expect(find('bluhs')).toEqual(['Crème Blush']);
    expect(find('lipsitkk')).toEqual(['Velvet Lipstick']); // two slips in eight letters
    expect(find('serun')).toEqual(['Vitamin C Serum']);
    expect(find('kelvet')).toEqual([]); // the first letter is taken as typed
    expect(find('bush')).toEqual(['Crème Blush']);
    expect(find('bsh')).toEqual([]); // three letters: no slip forgiven
  });

  it('finds nothing for nonsense or for signs alone, and joining words alone still count', () => {
    expect(find('zzqx')).toEqual([]);
    expect(find('.*')).toEqual([]);
    expect(find('(')).toEqual([]);
    expect(find('for')).toEqual(['Velvet Lipstick']);
  });
});

describe('typo distance', () => {
  it('counts a letter missed, added, changed or two swapped as one slip', () => {
    expect(typoDistance('lipstik', 'lipstick', 1).whole).toBe(1);
    expect(typoDistance('lipsstick', 'lipstick', 1).whole).toBe(1);
    expect(typoDistance('lipstuck', 'lipstick', 1).whole).toBe(1);
    expect(typoDistance('lisptick', 'lipstick', 1).whole).toBe(1);
    expect(typoDistance('lpstk', 'lipstick', 1).whole).toBe(Infinity);
  });

  it('measures to the nearest beginning of a word for a word still being typed', () => {
    expect(typoDistance('lipstk', 'lipstick', 1)).toEqual({ whole: Infinity, start: 1 });
    expect(typoDistance('foundatoin', 'foundation', 2).start).toBe(1);
  });
});
