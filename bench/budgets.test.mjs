import { describe, expect, it } from 'vitest';
import { kept, median, percentile, row, table } from './budgets.mjs';

describe('bench budgets', () => {
  it('keeps a figure on its limit and misses one past it, either way round', () => {
    expect(kept(row('p', 'score', 95, 'score', { min: 95 }))).toBe(true);
    expect(kept(row('p', 'score', 94, 'score', { min: 95 }))).toBe(false);
    expect(kept(row('p', 'TBT', 150, 'ms', { max: 150 }))).toBe(true);
    expect(kept(row('p', 'TBT', 151, 'ms', { max: 150 }))).toBe(false);
  });

  it('counts a figure that could not be measured as missed, and a reported-only one as kept', () => {
    expect(kept(row('p', 'LCP', Number.NaN, 's', { max: 2000 }))).toBe(false);
    expect(kept(row('p', 'memory', 512, 'MB'))).toBe(true);
  });

  it('prints each figure beside its budget and counts the misses', () => {
    const { text, missed } = table([
      row('lighthouse demo', '/ LCP', 2150, 's', { max: 2000 }),
      row('API load', 'listing: share of ceiling', 41.6, '%', { min: 40 }),
      row('big shop', 'memory', 480.4, 'MB'),
    ]);
    expect(missed).toBe(1);
    expect(text).toContain('| lighthouse demo | / LCP | 2.15 s | ≤ 2.00 s | **FAIL** |');
    expect(text).toContain('| API load | listing: share of ceiling | 42 % | ≥ 40 % | pass |');
    expect(text).toContain('| big shop | memory | 480 MB |  |  |');
  });

  it('prints a budget that is one exact figure with =, and misses any other figure', () => {
    const { text, missed } = table([
      row('flash sale', 'units sold − paid orders', 0, '', { min: 0, max: 0 }),
      row('flash sale', 'paid of 25 units', 26, '', { min: 25, max: 25 }),
    ]);
    expect(text).toContain('| flash sale | units sold − paid orders | 0 | = 0 | pass |');
    expect(text).toContain('| flash sale | paid of 25 units | 26 | = 25 | **FAIL** |');
    expect(missed).toBe(1);
  });

  it('takes the median of the runs and the nearest-rank percentile', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });
});
