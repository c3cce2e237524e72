import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING,
  activeFilters,
  isNarrowed,
  narrowsLocally,
  listingApiQuery,
  listingSearch,
  readListingParams,
} from './listing-params';

const read = (query: string) => readListingParams(new URLSearchParams(query));

describe('the listing address', () => {
  it('reads search, sort, prices, stock and type, and nothing as the defaults', () => {
    expect(read('')).toEqual(DEFAULT_LISTING);
    expect(read('q=%20serum%20&sort=price-asc&min=5000&max=20000&stock=1&type=treat')).toEqual({
      q: 'serum',
      sort: 'price-asc',
      min: '5000',
      max: '20000',
      inStock: true,
      type: 'treat',
      skinType: '',
      concern: '',
      shade: '',
    });
  });

  it('reads what it cannot use as the default instead of failing', () => {
    expect(read('sort=cheapest&min=abc&max=-5&stock=yes&type=hair')).toEqual(DEFAULT_LISTING);
    expect(read('min=%E2%82%A65%2C000').min).toBe('5000');
  });

  it('writes only what differs from the default, so a plain listing keeps its plain address', () => {
    expect(listingSearch(DEFAULT_LISTING)).toBe('');
    expect(listingSearch({ ...DEFAULT_LISTING, q: '  ', min: 'abc' })).toBe('');
    expect(
      listingSearch({
        q: 'shea butter',
        sort: 'top-rated',
        min: '₦5,000',
        max: '',
        inStock: true,
        type: 'body',
        skinType: '',
        concern: '',
        shade: '',
      }),
    ).toBe('q=shea+butter&sort=top-rated&min=5000&stock=1&type=body');
  });

  it('reads back what it wrote', () => {
    const state = {
      q: 'lip gloss',
      sort: 'price-desc',
      min: '2000',
      max: '9000',
      inStock: true,
      type: 'lips',
      skinType: '',
      concern: '',
      shade: 'rich-olive',
    } as const;
    expect(read(listingSearch(state))).toEqual(state);
  });

  it('tells a narrowed list (search or filter) from a sorted one, and counts the filters', () => {
    expect(isNarrowed({ ...DEFAULT_LISTING, sort: 'price-asc' })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_LISTING, q: 'serum' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_LISTING, max: '9000' })).toBe(true);
    expect(activeFilters({ ...DEFAULT_LISTING, inStock: true, min: '12' })).toBe(2);
    expect(isNarrowed({ ...DEFAULT_LISTING, type: 'eyes' })).toBe(true);
    expect(activeFilters({ ...DEFAULT_LISTING, type: 'eyes' })).toBe(1);
  });

  it('keeps "only my shade" as a depth and undertone, and drops one it cannot read', () => {
    expect(read('type=face&shade=Deep-Warm')).toEqual({
      ...DEFAULT_LISTING,
      type: 'face',
      shade: 'deep-warm',
    });
    expect(read('shade=brown-warm').shade).toBe('');
    expect(listingSearch({ ...DEFAULT_LISTING, shade: 'deepest-cool' })).toBe('shade=deepest-cool');
    expect(activeFilters({ ...DEFAULT_LISTING, shade: 'deep-warm' })).toBe(1);
    expect(listingApiQuery('makeup', { ...DEFAULT_LISTING, shade: 'deep-warm' }, 0)).toBe(
      'category=makeup&shade=deep-warm&limit=48&offset=0',
    );
  });

  it('asks the server with its own parameter names, a page of 48 at an offset', () => {
    expect(listingApiQuery('makeup', DEFAULT_LISTING, 0)).toBe('category=makeup&limit=48&offset=0');
    expect(
      listingApiQuery(
        'skincare',
        {
          q: 'serum',
          sort: 'price-asc',
          min: '5000',
          max: '20000',
          inStock: true,
          type: 'treat',
          skinType: '',
          concern: '',
          shade: '',
        },
        48,
      ),
    ).toBe(
      'category=skincare&q=serum&sort=price-asc&minPrice=5000&maxPrice=20000&inStock=1&type=treat&limit=48&offset=48',
    );
  });

  it('keeps one skin type and one concern in the address, asks the server for them and counts them', () => {
    const oilyAcne = read('skinType=oily&concern=acne');
    expect(oilyAcne).toEqual({ ...DEFAULT_LISTING, skinType: 'oily', concern: 'acne' });
    expect(listingSearch(oilyAcne)).toBe('skinType=oily&concern=acne');
    expect(activeFilters(oilyAcne)).toBe(2);
    expect(isNarrowed(oilyAcne)).toBe(true);
    expect(listingApiQuery('skincare', oilyAcne, 0)).toBe(
      'category=skincare&skinType=oily&concern=acne&limit=48&offset=0',
    );
    expect(read('skinType=greasy&concern=wrinkles')).toEqual(DEFAULT_LISTING);
    expect(narrowsLocally(DEFAULT_LISTING, oilyAcne)).toBe(true);
    expect(narrowsLocally(oilyAcne, { ...oilyAcne, concern: '' })).toBe(false);
    expect(narrowsLocally(oilyAcne, { ...oilyAcne, skinType: 'dry' })).toBe(false);
  });

  it('asks the whole shop (no category) for the search page', () => {
    expect(listingApiQuery(null, { ...DEFAULT_LISTING, q: 'shea' }, 0)).toBe('q=shea&limit=48&offset=0');
  });

  it('answers at once only a question whose products are all among those already answered', () => {
    const lip = { ...DEFAULT_LISTING, q: 'lip' };
    // A new search is the server's: it forgives slips, so a longer word may find other products.
    expect(narrowsLocally(DEFAULT_LISTING, { ...DEFAULT_LISTING, q: 'velvet' })).toBe(false);
    expect(narrowsLocally(lip, { ...lip, q: 'lipstick' })).toBe(false);
    expect(narrowsLocally(lip, { ...lip, q: 'li' })).toBe(false);
    expect(narrowsLocally(lip, { ...lip, q: ' LIP ', inStock: true })).toBe(true);
    const stocked = { ...DEFAULT_LISTING, inStock: true, min: '5000' };
    expect(narrowsLocally(stocked, { ...stocked, min: '10000', max: '12,000' })).toBe(true);
    expect(narrowsLocally(stocked, { ...stocked, inStock: false })).toBe(false);
    expect(narrowsLocally(stocked, { ...stocked, min: '1000' })).toBe(false);
    expect(narrowsLocally(DEFAULT_LISTING, { ...DEFAULT_LISTING, sort: 'price-asc' })).toBe(true);
    expect(narrowsLocally({ ...DEFAULT_LISTING, sort: 'price-asc' }, DEFAULT_LISTING)).toBe(false);
    expect(narrowsLocally(DEFAULT_LISTING, { ...DEFAULT_LISTING, type: 'lips' })).toBe(true);
    expect(narrowsLocally({ ...DEFAULT_LISTING, type: 'lips' }, DEFAULT_LISTING)).toBe(false);
    expect(narrowsLocally({ ...DEFAULT_LISTING, type: 'lips' }, { ...DEFAULT_LISTING, type: 'eyes' })).toBe(
      false,
    );
  });
});
