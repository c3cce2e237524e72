import { describe, expect, it } from 'vitest';
import { colorsFromJson, colorsFromText } from './color-values.ts';
import { COLOR_PALETTE } from './color-palette.ts';
import { shadeName } from './shade-names.ts';
import { canChangeStatus } from './order-status.ts';

describe('admin colour values', () => {
  it('reads the edit form text split on commas or spaces: hex stays the code, names are both', () => {
    expect(colorsFromText(['crimson, #FFC0CB  #123456,hot pink'])).toEqual({
      ok: false,
      message: 'arrayColors: "hot" is not a colour name or hex code',
    });
    expect(colorsFromText(['crimson, #FFC0CB  #123456'])).toEqual({
      ok: true,
      colors: [
        { name: 'Crimson', code: 'crimson' },
        { name: 'Pink', code: '#ffc0cb' },
        { name: 'Dark Slate Gray', code: '#123456' },
      ],
    });
    expect(colorsFromText([''])).toEqual({ ok: true, colors: [] });
  });

  it('reads the add form JSON of {value, label} and refuses anything else', () => {
    expect(colorsFromJson('[{"value":"#dc143c","label":"Crimson"}]')).toEqual({
      ok: true,
      colors: [{ name: 'Crimson', code: '#dc143c', named: true }],
    });
    expect(colorsFromJson('{"value":"#dc143c"}').ok).toBe(false);
  });

  it('names a shade given as a bare hex code after the nearest named colour, never by its code', () => {
    expect(colorsFromJson('[{"value":"#8b1a3a"},{"value":"#6b3e26","label":"#6b3e26"}]')).toEqual({
      ok: true,
      colors: [
        { name: 'Brown', code: '#8b1a3a' },
        { name: 'Saddle Brown', code: '#6b3e26' },
      ],
    });
    expect(shadeName('#8b1a3a', '#8b1a3a')).toBe('Brown');
    expect(shadeName('', 'crimson')).toBe('Crimson');
    expect(shadeName('Berry Kiss', '#8b1a3a')).toBe('Berry Kiss');
  });

  it('reads the shade editor’s JSON in the edit form, the typed names marked as named', () => {
    expect(colorsFromText(['[{"value":"#8b1a3a","label":"Berry Kiss"}]'])).toEqual({
      ok: true,
      colors: [{ name: 'Berry Kiss', code: '#8b1a3a', named: true }],
    });
    expect(colorsFromJson('[{"value":"javascript:alert(1)"}]').ok).toBe(false);
  });

  it('offers about 100 distinct named colours', () => {
    expect(COLOR_PALETTE.length).toBeGreaterThanOrEqual(95);
    expect(new Set(COLOR_PALETTE.map((c) => c.label)).size).toBe(COLOR_PALETTE.length);
  });
});

describe('order status steps', () => {
  it('allows paid → processing → shipped → delivered and cancelling before shipping only', () => {
    expect(canChangeStatus('paid', 'processing')).toBe(true);
    expect(canChangeStatus('processing', 'shipped')).toBe(true);
    expect(canChangeStatus('shipped', 'delivered')).toBe(true);
    expect(canChangeStatus('processing', 'cancelled')).toBe(true);
    expect(canChangeStatus('shipped', 'cancelled')).toBe(false);
    expect(canChangeStatus('pending', 'paid')).toBe(false);
    expect(canChangeStatus('delivered', 'shipped')).toBe(false);
  });
});
