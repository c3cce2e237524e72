import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira } from '../money.ts';
import { TRANSPORT_OPTIONS, findTransportOption } from './transport.ts';

describe('transport options', () => {
  it('cost what the spec says', () => {
    expect(TRANSPORT_OPTIONS.map((o) => `${o.label} ${formatNaira(koboToNaira(o.costKobo))}`)).toEqual([
      'GUO ₦4,000',
      'GIG ₦7,000',
      'Within Benin (BENIN) ₦2,500',
    ]);
  });

  it('are found by id only', () => {
    expect(findTransportOption('GIG')?.costKobo).toBe(700_000);
    expect(findTransportOption('gig')).toBeUndefined();
    expect(findTransportOption(undefined)).toBeUndefined();
  });
});
