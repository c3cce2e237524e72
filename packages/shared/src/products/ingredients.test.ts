import { describe, expect, it } from 'vitest';
import { freeOf, ingredientConcerns } from './ingredients.ts';
import { NafdacNumberSchema } from './nafdac.ts';

describe('freeOf', () => {
  it('claims nothing without an ingredients list', () => {
    expect(freeOf('')).toEqual([]);
    expect(freeOf('   ')).toEqual([]);
  });

  it('names every substance the list shows absent, in the shown order', () => {
    expect(freeOf('Aqua, Glycerin, Niacinamide, Shea Butter')).toEqual([
      'hydroquinone',
      'mercury',
      'fragrance',
      'alcohol',
    ]);
  });

  it('takes a claim away for any name the substance hides under', () => {
    expect(freeOf('Aqua, Parfum, Glycerin')).not.toContain('fragrance');
    expect(freeOf('Aqua, Alcohol Denat., Glycerin')).not.toContain('alcohol');
    expect(freeOf('Aqua, Cetearyl Alcohol')).not.toContain('alcohol');
    expect(freeOf('Petrolatum, Mercurous chloride')).not.toContain('mercury');
    expect(freeOf('Petrolatum, Calomel')).not.toContain('mercury');
    expect(freeOf('Aqua, Hydroquinone 2%')).toEqual(['mercury', 'fragrance', 'alcohol']);
  });
});

describe('ingredientConcerns', () => {
  it('finds nothing in a clean list or in hydroquinone at or under 2 %', () => {
    expect(ingredientConcerns('Aqua, Glycerin')).toEqual([]);
    expect(ingredientConcerns('Aqua, Hydroquinone 2%')).toEqual([]);
    expect(ingredientConcerns('Aqua, Hydroquinone (1.5 %)')).toEqual([]);
  });

  it('reads the strength in the ways labels write it', () => {
    expect(ingredientConcerns('Aqua, hydroquinone 4%')).toEqual([{ kind: 'hydroquinone', percent: 4 }]);
    expect(ingredientConcerns('Aqua, Hydroquinone (4 %)')).toEqual([{ kind: 'hydroquinone', percent: 4 }]);
    expect(ingredientConcerns('Hydroquinone: 2,5 %')).toEqual([{ kind: 'hydroquinone', percent: 2.5 }]);
    expect(ingredientConcerns('Cream with 4% hydroquinone')).toEqual([{ kind: 'hydroquinone', percent: 4 }]);
  });

  it('asks for a second look at hydroquinone named without a strength', () => {
    expect(ingredientConcerns('Aqua, Hydroquinone')).toEqual([{ kind: 'hydroquinone', percent: null }]);
  });

  it('flags mercury under its other names', () => {
    expect(ingredientConcerns('Aqua, Mercury')).toEqual([{ kind: 'mercury' }]);
    expect(ingredientConcerns('Petrolatum, Mercuric iodide')).toEqual([{ kind: 'mercury' }]);
    expect(ingredientConcerns('Petrolatum, Calomel')).toEqual([{ kind: 'mercury' }]);
  });
});

describe('NafdacNumberSchema', () => {
  it('keeps numbers as printed, upper-cased, and empty as none', () => {
    expect(NafdacNumberSchema.parse(' a7-1234 ')).toBe('A7-1234');
    expect(NafdacNumberSchema.parse('02-1234L')).toBe('02-1234L');
    expect(NafdacNumberSchema.parse('')).toBeNull();
  });

  it('refuses other characters and long text', () => {
    expect(NafdacNumberSchema.safeParse('A7 1234').success).toBe(false);
    expect(NafdacNumberSchema.safeParse('A7--1234').success).toBe(false);
    expect(NafdacNumberSchema.safeParse('A'.repeat(21)).success).toBe(false);
  });
});
