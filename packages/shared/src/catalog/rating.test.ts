import { describe, expect, it } from 'vitest';
import { summariseRatings, summariseStarCounts } from './rating.ts';

describe('summariseRatings', () => {
  it('averages to one decimal and gives each star its share', () => {
    const s = summariseRatings([5, 4, 4, 3]);
    expect(s.average).toBe(4);
    expect(s.count).toBe(4);
    expect(s.bars).toEqual([
      { stars: 5, percent: 25 },
      { stars: 4, percent: 50 },
      { stars: 3, percent: 25 },
      { stars: 2, percent: 0 },
      { stars: 1, percent: 0 },
    ]);
    expect(summariseRatings([5, 4, 4]).average).toBe(4.3);
  });

  it('gives zeros when there are no reviews', () => {
    const s = summariseRatings([]);
    expect(s.average).toBe(0);
    expect(s.bars.every((b) => b.percent === 0)).toBe(true);
  });
});

describe('summariseStarCounts', () => {
  it('gives the same summary from counts per star as from the ratings themselves', () => {
    expect(summariseStarCounts({ 5: 1, 4: 2, 3: 1 })).toEqual(summariseRatings([5, 4, 4, 3]));
    expect(summariseStarCounts({ 5: 1, 4: 2 }).average).toBe(4.3);
    expect(summariseStarCounts({ 1: 2, 2: 1 })).toMatchObject({ average: 1.3, count: 3 });
  });

  it('gives zeros without counts', () => {
    expect(summariseStarCounts({})).toEqual(summariseRatings([]));
  });
});
