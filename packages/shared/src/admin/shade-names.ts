import { colorLabel } from './color-palette.ts';
import { CSS_NAMED_COLORS } from './css-colors.ts';

// A shade is shown to shoppers by name, never as "#8b1a3a": a shade the admin gave only a colour
// is named after the nearest CSS named colour (by the "redmean" distance, close to what the eye
// sees for the price of plain RGB arithmetic).

const HEX_CODE = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const isHexCode = (value: string) => HEX_CODE.test(value.trim());

/** "#abc", "#aabbcc", "#aabbccdd" → [r, g, b] (alpha ignored); null for anything else. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const value = hex.trim().toLowerCase();
  if (!HEX_CODE.test(value)) return null;
  const digits = value.slice(1);
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const named = Object.entries(CSS_NAMED_COLORS).map(([name, hex]) => ({ name, rgb: hexToRgb(hex)! }));

function distance([r1, g1, b1]: number[], [r2, g2, b2]: number[]) {
  const mean = (r1! + r2!) / 2;
  const [dr, dg, db] = [r1! - r2!, g1! - g2!, b1! - b2!];
  return (2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db;
}

/** The readable name of the CSS named colour nearest to a hex code ("#8b1a3a" → "Brown"). */
export function nearestColorName(hex: string): string | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  let best = named[0]!;
  for (const color of named) if (distance(rgb, color.rgb) < distance(rgb, best.rgb)) best = color;
  return colorLabel(best.name);
}

/**
 * The name shoppers see: the admin's own, or, where the shade was saved with no name or with its
 * code as its name, the nearest named colour's (a CSS colour name as code is its own label).
 */
export function shadeName(name: string, code: string): string {
  const own = name.trim();
  if (own !== '' && !isHexCode(own)) return own;
  const value = code.trim().toLowerCase();
  if (CSS_NAMED_COLORS[value]) return colorLabel(value);
  return nearestColorName(value) ?? own;
}
