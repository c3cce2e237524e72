import { describe, expect, it } from 'vitest';
import { canonicalPlace, checkDeliveryWhere, reachesPlace } from './delivery-where.ts';

describe('where a delivery option goes', () => {
  const lagos = { area: 'states' as const, states: ['Lagos'], lgas: [] };
  const benin = { area: 'lgas' as const, states: ['Edo'], lgas: ['Oredo', 'Egor', 'Ikpoba Okha'] };

  it('reaches every address, the states named, or the LGAs named of its one state', () => {
    expect(reachesPlace({ area: 'everywhere', states: [], lgas: [] }, 'Kano', null)).toBe(true);
    expect(reachesPlace(lagos, 'Lagos', 'Ikeja')).toBe(true);
    expect(reachesPlace(lagos, 'Federal Capital Territory', 'Abuja Municipal')).toBe(false);
    expect(reachesPlace(benin, 'Edo', 'Egor')).toBe(true);
    expect(reachesPlace(benin, 'Edo', 'Esan West')).toBe(false);
    expect(reachesPlace(benin, 'Edo', null)).toBe(false);
  });

  it('reads a typed place as the shop spells it (FCT aliases, LGA aliases and case)', () => {
    expect(canonicalPlace('abuja', 'abuja municipal')).toEqual({
      state: 'Federal Capital Territory',
      lga: 'Abuja Municipal',
    });
    expect(canonicalPlace('edo', 'ikpoba-okha')).toEqual({ state: 'Edo', lga: 'Ikpoba Okha' });
    expect(canonicalPlace('Atlantis', 'X')).toEqual({ state: null, lga: null });
  });

  it('checks the admin’s places against Nigeria’s, naming the wrong one', () => {
    expect(checkDeliveryWhere({ area: 'states', states: ['lagos', 'FCT', 'Lagos'] })).toEqual({
      where: { area: 'states', states: ['Lagos', 'Federal Capital Territory'], lgas: [] },
    });
    expect(checkDeliveryWhere({ area: 'states', states: ['Wakanda'] })).toEqual({
      problem: { field: 'states', message: 'Unknown state: Wakanda' },
    });
    expect(checkDeliveryWhere({ area: 'lgas', states: ['Edo'], lgas: ['Ikeja'] })).toEqual({
      problem: { field: 'lgas', message: 'Ikeja is not an LGA of Edo' },
    });
    expect(checkDeliveryWhere({ area: 'everywhere', states: ['Lagos'] })).toEqual({
      where: { area: 'everywhere', states: [], lgas: [] },
    });
  });
});
