import type { SkinDepth, Undertone } from '@shop/shared/products/shade';

// The colours the finder's skin pictures are drawn in (no photographs: drawn skin, lit from the
// top left). Each depth's base, warmed, cooled or greyed a little by the undertone.

const BASE: Record<SkinDepth, string> = {
  fair: '#f1d3bd',
  light: '#e0b08a',
  medium: '#c38a5c',
  tan: '#a4683f',
  deep: '#7c4828',
  rich: '#5c341e',
  deepest: '#3b2215',
};

const TINT: Record<Undertone, { colour: string; amount: number }> = {
  cool: { colour: '#c2606e', amount: 0.12 },
  neutral: { colour: '#000000', amount: 0 },
  warm: { colour: '#dba23a', amount: 0.16 },
  olive: { colour: '#7f8447', amount: 0.2 },
};

/** What the veins on a wrist look like for each undertone. */
export const VEIN_COLOURS: Record<Undertone, string> = {
  cool: '#5b4f9e',
  neutral: '#4f7d86',
  warm: '#4d7f3c',
  olive: '#5d7436',
};

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved toward `b` by `t` (0..1); toward black or white to shade and light the skin. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return toHex(x.map((c, i) => c + (y[i]! - c) * t));
}

export function skinColour(depth: SkinDepth, undertone: Undertone = 'neutral'): string {
  const { colour, amount } = TINT[undertone];
  return mix(BASE[depth], colour, amount);
}
