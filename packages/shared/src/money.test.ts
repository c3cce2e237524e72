import { describe, expect, it } from 'vitest';
import { formatNaira, formatNgn, groupNaira, koboDecimal, koboToNaira, nairaToKobo } from './money.ts';

describe('money', () => {
  it('formats naira with the sign and thousands separators', () => {
    expect(formatNaira(12500)).toBe('₦12,500');
    expect(formatNaira(2500)).toBe('₦2,500');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('formats the product page price with the ngn prefix', () => {
    expect(formatNgn(18750)).toBe('ngn 18,750');
  });

  it('converts naira to whole kobo without floating-point drift', () => {
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(1.15)).toBe(115);
    expect(nairaToKobo(4000)).toBe(400000);
    expect(koboToNaira(1999)).toBe(19.99);
  });
});

describe('groupNaira writes what the en-NG number format writes', () => {
  const intl = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });
  it.each([
    0, -0, 1, 12, 999, 1000, 12500, 12500.5, 12500.05, 1234567.891, 0.005, 1.005, 2.675, -1500.25, -0.001,
    999999.995, 1e15, 123456789012.34,
  ])('%d', (n) => {
    expect(groupNaira(n)).toBe(intl.format(n));
  });
  it('for numbers with more decimals than kobo, rounded as the locale rounds them', () => {
    // A fixed seed (a linear congruential generator): every run checks the same 20,000 numbers, so
    // a failure names a number that fails again on the next run.
    let state = 20_261_124;
    const random = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
    for (let i = 0; i < 20_000; i++) {
      const n = Math.round(random() * 1e9) / 10 ** (1 + (i % 5));
      if (groupNaira(n) !== intl.format(n)) expect(groupNaira(n)).toBe(intl.format(n));
    }
  });
  // 1.4 million formats: about 3 s on an idle core, over vitest's 5 s default when the suite's
  // other workers share the machine's two cores.
  it('for every amount of kobo up to ₦100,000 in steps of 7 kobo', { timeout: 60_000 }, () => {
    for (let kobo = 0; kobo <= 10_000_000; kobo += 7) {
      const naira = kobo / 100;
      if (groupNaira(naira) !== intl.format(naira)) expect(groupNaira(naira)).toBe(intl.format(naira));
    }
  });
});

describe('koboDecimal', () => {
  it('writes kobo as naira with two places and no grouping, as product feeds want a price', () => {
    expect(koboDecimal(750_000)).toBe('7500.00');
    expect(koboDecimal(1_250_050)).toBe('12500.50');
    expect(koboDecimal(5)).toBe('0.05');
    expect(koboDecimal(0)).toBe('0.00');
  });
});
