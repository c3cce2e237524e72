import { describe, expect, it } from 'vitest';
import {
  dayOfMonth,
  monthDayYear,
  ordinalDate,
  shopClock,
  shopDate,
  shopDateTime,
  shopDay,
  shopStamp,
  shopTime,
} from './shop-time.ts';

// 23:30 in London on 5 March is 00:30 on 6 March in Lagos: every writer says the 6th.
const lateEvening = '2026-03-05T23:30:00.000Z';

describe("the shop's dates, in Lagos time whatever the reader's clock", () => {
  it('writes dates and times in Nigerian English on the shop’s clock', () => {
    expect(shopDate(lateEvening)).toBe('6 Mar 2026');
    expect(shopDateTime(lateEvening)).toBe('6 Mar 2026, 00:30');
    expect(shopTime('2026-03-05T21:05:00.000Z')).toBe('22:05');
    expect(shopDateTime(new Date('2026-11-24T23:30:00.000Z'))).toBe('25 Nov 2026, 00:30');
  });

  it('gives the shop’s day and a sortable stamp for files, fields and spreadsheets', () => {
    expect(shopDay(new Date(lateEvening))).toBe('2026-03-06');
    expect(shopStamp(new Date(lateEvening))).toBe('2026-03-06 00:30');
    expect(shopClock(new Date(lateEvening))).toEqual({
      year: 2026,
      month: 3,
      day: 6,
      hour: 0,
      minute: 30,
      second: 0,
    });
    expect(shopClock(new Date(lateEvening), 'UTC').day).toBe(5);
  });

  it('writes the admin’s order dates as short month, day and year, and review dates with an ordinal day', () => {
    expect(monthDayYear('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(monthDayYear(lateEvening)).toBe('Mar 6, 2026');
    expect(ordinalDate('2026-03-05T12:00:00Z')).toBe('5th March 2026');
    expect(ordinalDate('2026-03-01T12:00:00Z')).toBe('1st March 2026');
    expect(ordinalDate('2026-03-22T12:00:00Z')).toBe('22nd March 2026');
    expect(ordinalDate('2026-03-13T12:00:00Z')).toBe('13th March 2026');
    expect(ordinalDate('2026-03-23T12:00:00Z')).toBe('23rd March 2026');
  });

  it('names a shop day without moving it, and hands back a text that is not a date', () => {
    expect(dayOfMonth('2026-11-23')).toBe('23 Nov');
    expect(dayOfMonth('2026-11-23', 'long')).toBe('23 November');
    expect(shopDate('soon')).toBe('soon');
    expect(monthDayYear('')).toBe('');
  });
});
