import { describe, expect, it } from 'vitest';
import { longOrdinalDate, shortDate } from './admin-dates';

describe('admin dates', () => {
  it('writes review dates with an ordinal day and the full month', () => {
    expect(longOrdinalDate('2026-03-05T12:00:00')).toBe('5th March 2026');
    expect(longOrdinalDate('2026-03-01T12:00:00')).toBe('1st March 2026');
    expect(longOrdinalDate('2026-03-22T12:00:00')).toBe('22nd March 2026');
    expect(longOrdinalDate('2026-03-13T12:00:00')).toBe('13th March 2026');
    expect(longOrdinalDate('2026-03-23T12:00:00')).toBe('23rd March 2026');
  });

  it('writes order dates as short month, day and year', () => {
    expect(shortDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
  });
});
