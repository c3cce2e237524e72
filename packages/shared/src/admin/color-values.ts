import { CSS_NAMED_COLORS } from './css-colors.ts';
import { colorLabel } from './color-palette.ts';
import { isHexCode, nearestColorName } from './shade-names.ts';

// Colours as the admin forms send them: the shade editor a JSON list of {value: hex, label: name}
// (add and edit forms), older clients plain text values split on commas or spaces. A shade never
// goes out named by its hex code: with no name of its own it takes the nearest named colour's.

/** `named`: the admin typed the name (an edit renames a kept shade only then). */
export type ColorInput = { name: string; code: string; named?: boolean };
export type ColorParse = { ok: true; colors: ColorInput[] } | { ok: false; message: string };

export const MAX_COLORS = 120;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const nameOfHex = new Map<string, string>();
for (const [name, hex] of Object.entries(CSS_NAMED_COLORS)) if (!nameOfHex.has(hex)) nameOfHex.set(hex, name);

/** One text value: a hex stays the code (named from the CSS list when it is one); a CSS name is both. */
export function colorFromText(raw: string): ColorInput | null {
  const value = raw.trim().toLowerCase();
  if (HEX.test(value)) {
    const known = nameOfHex.get(value);
    return { name: known ? colorLabel(known) : (nearestColorName(value) ?? value), code: value };
  }
  const compact = value.replace(/[\s-]/g, '');
  if (CSS_NAMED_COLORS[compact]) return { name: colorLabel(compact), code: compact };
  return null;
}

/**
 * The edit form's values: one JSON list from the shade editor, or text values separated by commas
 * or spaces; an empty text clears the colours.
 */
export function colorsFromText(values: readonly string[]): ColorParse {
  if (values.length === 1 && values[0]!.trim().startsWith('[')) return colorsFromJson(values[0]!);
  const parts = values.flatMap((v) => v.split(/[\s,]+/)).filter((v) => v !== '');
  return collect(parts.map((p) => ({ raw: p, color: colorFromText(p) })));
}

/** The add form's JSON text of [{value, label}]. */
export function colorsFromJson(text: string): ColorParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'arrayColors must be a JSON list of {value, label}' };
  }
  if (!Array.isArray(data))
    return { ok: false, message: 'arrayColors must be a JSON list of {value, label}' };
  const items = data.map((item: unknown) => {
    if (typeof item === 'string') return { raw: item, color: colorFromText(item) };
    const { value, label } = (item ?? {}) as { value?: unknown; label?: unknown };
    if (typeof value !== 'string') return { raw: String(label ?? ''), color: null };
    const color = colorFromText(value);
    // A label that is only the code again names nothing: the derived name stands.
    const typed = typeof label === 'string' ? label.trim().slice(0, 60) : '';
    const name = typed !== '' && !isHexCode(typed) ? typed : undefined;
    return { raw: value, color: color && name ? { ...color, name, named: true } : color };
  });
  return collect(items);
}

function collect(items: { raw: string; color: ColorInput | null }[]): ColorParse {
  const bad = items.find((i) => i.color === null);
  if (bad) return { ok: false, message: `arrayColors: "${bad.raw}" is not a colour name or hex code` };
  if (items.length > MAX_COLORS) return { ok: false, message: `arrayColors: at most ${MAX_COLORS} colours` };
  const seen = new Set<string>();
  const colors = items.map((i) => i.color!).filter((c) => !seen.has(c.code) && seen.add(c.code));
  return { ok: true, colors };
}
