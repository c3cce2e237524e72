import { describe, expect, it } from 'vitest';
import { priceNow, saleRuns } from './sale-price.ts';

const cream = { price: 9500, salePrice: 7000, saleEndsAt: '2026-12-01T12:00:00.000Z' };

describe('the price charged while a sale runs and after', () => {
  it('is the sale price until the end, the normal price from the end on', () => {
    expect(priceNow(cream, new Date('2026-12-01T11:59:59.999Z'))).toBe(7000);
    expect(priceNow(cream, new Date('2026-12-01T12:00:00.000Z'))).toBe(9500);
    expect(saleRuns(cream, new Date('2026-12-02T00:00:00.000Z'))).toBe(false);
  });

  it('is the normal price without a sale', () => {
    expect(priceNow({ price: 9500 })).toBe(9500);
    expect(priceNow({ price: 9500, salePrice: null, saleEndsAt: null })).toBe(9500);
  });
});
