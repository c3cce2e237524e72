import { describe, expect, it } from 'vitest';
import { formatNaira, formatNgn, koboToNaira, nairaToKobo } from './money.ts';

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
