import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira } from '../money.ts';
import { TRANSPORT_OPTIONS, findTransportOption, isInBeninCity, transportOptionsFor } from './transport.ts';

describe('transport options', () => {
  it('cost the published prices', () => {
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

  it('say what each option is and roughly how long it takes', () => {
    expect(TRANSPORT_OPTIONS.map((o) => o.description)).toEqual([
      'Bus parcel service to a GUO park, 2–4 working days',
      'GIG Logistics door delivery, 1–3 working days',
      'Local rider in Benin City, same or next day',
    ]);
  });

  it('offer Within Benin only for the LGAs of Benin City, Edo State', () => {
    const ids = (state: string, lga: string) => transportOptionsFor(state, lga).map((o) => o.id);
    expect(ids('Edo', 'Oredo')).toEqual(['GUO', 'GIG', 'BENIN']);
    expect(ids('edo state', 'Ikpoba-Okha')).toEqual(['GUO', 'GIG', 'BENIN']);
    expect(ids('Edo', 'Egor')).toContain('BENIN');
    expect(ids('Edo', 'Esan West')).toEqual(['GUO', 'GIG']);
    expect(ids('Lagos', 'Ikeja')).toEqual(['GUO', 'GIG']);
    expect(ids('', '')).toEqual(['GUO', 'GIG']);
    expect(isInBeninCity('Lagos', 'Oredo')).toBe(false);
  });
});
