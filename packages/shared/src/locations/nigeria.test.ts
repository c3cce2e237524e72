import { describe, it, expect } from 'vitest';
import { NIGERIAN_STATES, findLga, findState, isLgaOf, lgasOf } from './nigeria.ts';

// Per-state LGA counts exactly as /work/shared/reference/README.md lists them (FCT: 6 area councils).
const LGA_COUNTS: [state: string, lgas: number][] = [
  ['Abia', 17],
  ['Adamawa', 21],
  ['Akwa Ibom', 31],
  ['Anambra', 21],
  ['Bauchi', 20],
  ['Bayelsa', 8],
  ['Benue', 23],
  ['Borno', 27],
  ['Cross River', 18],
  ['Delta', 25],
  ['Ebonyi', 13],
  ['Edo', 18],
  ['Ekiti', 16],
  ['Enugu', 17],
  ['Gombe', 11],
  ['Imo', 27],
  ['Jigawa', 27],
  ['Kaduna', 23],
  ['Kano', 44],
  ['Katsina', 34],
  ['Kebbi', 21],
  ['Kogi', 21],
  ['Kwara', 16],
  ['Lagos', 20],
  ['Nasarawa', 13],
  ['Niger', 25],
  ['Ogun', 20],
  ['Ondo', 18],
  ['Osun', 30],
  ['Oyo', 33],
  ['Plateau', 17],
  ['Rivers', 23],
  ['Sokoto', 23],
  ['Taraba', 16],
  ['Yobe', 17],
  ['Zamfara', 14],
  ['FCT', 6],
];

describe('NIGERIAN_STATES data', () => {
  it('has 36 states + the FCT, sorted by name, FCT shown as "Federal Capital Territory"', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    const names = NIGERIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(37);
    expect(names).toContain('Federal Capital Territory');
  });

  it('has 109 senatorial districts: 3 per state, 1 for the FCT', () => {
    expect(NIGERIAN_STATES.reduce((n, s) => n + s.districts.length, 0)).toBe(109);
    for (const s of NIGERIAN_STATES) {
      expect(s.districts).toHaveLength(s.name === 'Federal Capital Territory' ? 1 : 3);
      expect(new Set(s.districts).size).toBe(s.districts.length);
    }
  });

  it('has 774 LGAs (768 + 6 FCT area councils), no duplicates within a state', () => {
    expect(NIGERIAN_STATES.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    for (const s of NIGERIAN_STATES) expect(new Set(s.lgas).size).toBe(s.lgas.length);
  });

  it('README table covers every state once', () => {
    const fromTable = LGA_COUNTS.map(([name]) => findState(name)?.name);
    expect(new Set(fromTable).size).toBe(37);
    expect(fromTable).not.toContain(undefined);
  });

  it.each(LGA_COUNTS)('%s has %i LGAs', (state, count) => {
    expect(findState(state)?.lgas).toHaveLength(count);
    expect(lgasOf(state)).toHaveLength(count);
  });

  it('is read-only', () => {
    expect(Object.isFrozen(NIGERIAN_STATES)).toBe(true);
    expect(Object.isFrozen(NIGERIAN_STATES[0]?.lgas)).toBe(true);
    // lgasOf hands out a copy, so callers cannot corrupt the shared list.
    lgasOf('Lagos').push('Lekki');
    expect(isLgaOf('Lagos', 'Lekki')).toBe(false);
  });
});

describe('findState', () => {
  it('finds every state by its own name, and by "<name> State" in any case', () => {
    for (const s of NIGERIAN_STATES) {
      expect(findState(s.name)).toBe(s);
      expect(findState(`${s.name.toUpperCase()} STATE`)).toBe(s);
    }
  });

  it.each([
    'fct',
    'f.c.t',
    'F.C.T.',
    'f c t',
    'abuja',
    'FCT Abuja',
    'Abuja FCT',
    'FCT - Abuja',
    'Federal Capital Territory',
    'federal capital territory, abuja',
    ' FCT ',
  ])('finds the FCT from %j', (input) => {
    expect(findState(input)?.name).toBe('Federal Capital Territory');
  });

  it.each([
    ['Akwa-Ibom', 'Akwa Ibom'],
    ['akwa ibom state', 'Akwa Ibom'],
    ['Nassarawa', 'Nasarawa'],
    ['lagos state', 'Lagos'],
    ['  LAGOS ', 'Lagos'],
    ['Lagos-State', 'Lagos'],
    ['cross-river', 'Cross River'],
    ['Ọ̀yọ́', 'Oyo'],
  ])('finds %j as %s', (input, name) => {
    expect(findState(input)?.name).toBe(name);
  });

  it.each(['', '   ', 'state', 'Lekki', 'Ghana', 'Lagoss', 'Abuja Municipal'])(
    'returns undefined for %j',
    (input) => {
      expect(findState(input)).toBeUndefined();
    },
  );

  it.each(['(', ')', '.*', '[', '\\', '^$', '(a+)+$', '*', '?', '|', '{1,}', '.'])(
    'returns undefined for regex metacharacters %j without throwing',
    (input) => {
      expect(() => findState(input)).not.toThrow();
      expect(findState(input)).toBeUndefined();
      expect(lgasOf(input)).toEqual([]);
      expect(isLgaOf(input, input)).toBe(false);
    },
  );

  it('returns undefined quickly for huge inputs', () => {
    const huge = [
      'a'.repeat(10_000),
      'Lagos'.repeat(2_000),
      ' '.repeat(9_995) + 'Lagos',
      '('.repeat(10_000),
      'lagos ' + 'state '.repeat(2_000),
    ];
    const started = Date.now();
    for (const input of huge) {
      expect(findState(input)).toBeUndefined();
      expect(isLgaOf('Lagos', input)).toBe(false);
      expect(isLgaOf(input, 'Ikeja')).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(250);
  });
});

describe('lgasOf / isLgaOf / findLga', () => {
  it('lists a state’s LGAs, empty for an unknown state', () => {
    expect(lgasOf('Lagos')).toContain('Ikeja');
    expect(lgasOf('fct')).toEqual(['Abaji', 'Abuja Municipal', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali']);
    expect(lgasOf('Atlantis')).toEqual([]);
  });

  it.each([
    ['Lagos', 'Surulere', 'Oyo'],
    ['Benue', 'Obi', 'Nasarawa'],
    ['Kogi', 'Bassa', 'Plateau'],
    ['Kano', 'Nasarawa', 'Nasarawa'],
    ['Kwara', 'Ifelodun', 'Osun'],
    ['Osun', 'Irepodun', 'Kwara'],
  ])('resolves duplicate name per state: %s/%s also in %s', (a, lga, b) => {
    expect(isLgaOf(a, lga)).toBe(true);
    expect(isLgaOf(b, lga)).toBe(true);
    expect(findState(a)).not.toBe(findState(b));
    // Exactly two states hold that name.
    expect(NIGERIAN_STATES.filter((s) => s.lgas.includes(lga))).toHaveLength(2);
  });

  it('keeps LGAs to their state', () => {
    expect(isLgaOf('Lagos', 'Ikeja')).toBe(true);
    expect(isLgaOf('Oyo', 'Ikeja')).toBe(false);
    expect(isLgaOf('Kano', 'Obi')).toBe(false);
    expect(isLgaOf('Lagos', 'Lekki')).toBe(false); // an LCDA/neighbourhood, not an LGA
    expect(isLgaOf('Lagos', 'Yaba')).toBe(false);
    expect(isLgaOf('Atlantis', 'Ikeja')).toBe(false);
    expect(isLgaOf('Lagos', '')).toBe(false);
  });

  it('ignores case and spacing and accepts aliases', () => {
    expect(isLgaOf('lagos state', '  eti osa ')).toBe(true);
    expect(isLgaOf('Lagos', 'ETI-OSA')).toBe(true);
    expect(isLgaOf('Lagos', 'Shomolu')).toBe(true); // alias of Somolu
    expect(findLga('Lagos', 'shomolu')).toBe('Somolu');
    expect(isLgaOf('Ogun', 'Sagamu')).toBe(true); // alias of Shagamu
    expect(isLgaOf('Oyo', 'Ogbomoso North')).toBe(true); // alias of Ogbomosho North
    expect(isLgaOf('F.C.T.', 'AMAC')).toBe(true);
    expect(findLga('Abuja', 'amac')).toBe('Abuja Municipal');
    expect(isLgaOf('Ogun', 'ado odo ota')).toBe(true); // "Ado-Odo/Ota"
    expect(isLgaOf('Oyo', 'Shomolu')).toBe(false); // alias belongs to Lagos only
  });
});
