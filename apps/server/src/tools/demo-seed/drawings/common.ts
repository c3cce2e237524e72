// Shared types and helpers for the generated product illustrations.

/** Everything a drawing function needs; colours are #RRGGBB. */
export interface DrawCtx {
  /** Main product colour (shade or package tint). */
  c1: string;
  c2: string;
  c3: string;
  /** All shades of the product (palette pans), at least one entry. */
  shades: string[];
  /** Deterministic package accent colour (caps, cases). */
  accent: string;
  /** Short word printed on the package, e.g. "SERUM". */
  label: string;
  /** How many pans (palettes) it holds, when the name says so. */
  pieces?: number | undefined;
  /** Unique prefix for SVG ids. */
  id: string;
}

export type DrawFn = (ctx: DrawCtx) => string;

export const SERIF = 'DejaVu Serif, serif';
export const GOLD = '#C9A46A';

function toRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}

export const lighten = (c: string, t: number): string => mix(c, '#FFFFFF', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance 0..1, used to pick readable label ink. */
function luminance(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const inkFor = (bg: string): string => (luminance(bg) > 0.6 ? '#5A3E36' : '#FFF8F2');

/** Simple deterministic 32-bit string hash (FNV-1a). */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Vertical gradient giving flat shapes a gentle cylindrical sheen. */
export function sheen(id: string, base: string, strength = 0.18): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${darken(base, strength)}"/>
    <stop offset="0.28" stop-color="${lighten(base, strength * 0.9)}"/>
    <stop offset="0.55" stop-color="${base}"/>
    <stop offset="1" stop-color="${darken(base, strength * 1.3)}"/>
  </linearGradient>`;
}

/** Short brand + product label, centred at (x, y). */
export function label(x: number, y: number, text: string, ink: string, size = 22): string {
  return `<g font-family="${SERIF}" text-anchor="middle" fill="${ink}">
    <text x="${x}" y="${y}" font-size="${Math.round(size * 0.62)}" letter-spacing="3">GLOW NAIJA</text>
    <text x="${x}" y="${y + size * 1.15}" font-size="${size}" font-style="italic">${esc(text)}</text>
  </g>`;
}

/** Vertical highlight stripe on glossy packaging. */
export function glint(x: number, y: number, h: number, w = 10, op = 0.45): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#FFFFFF" opacity="${op}"/>`;
}

/** Blurred contact shadow on the "floor" under a standing product. */
export function floorShadow(cx: number, cy: number, rx: number, ry = 16): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#B8917F" opacity="0.42" filter="url(#soft)"/>`;
}

/** The short name written on the floor under a product too slim for a label plate. */
export function caption(text: string): string {
  return `<g font-family="${SERIF}" text-anchor="middle" fill="#7A5A4E">
    <text x="400" y="706" font-size="13" letter-spacing="4">GLOW NAIJA</text>
    <text x="400" y="736" font-size="24" font-style="italic">${esc(text)}</text>
  </g>`;
}
