// Builds the full 800x800 SVG scene for one catalogue product.
import { bottle, dropper, jar, pump, tube } from './care.ts';
import { brush } from './brush.ts';
import { blush, bronzer, concealer, highlighter, powderJar } from './cheeks.ts';
import { type DrawCtx, type DrawFn, GOLD, hash } from './common.ts';
import { browGel, eyeliner, pomade } from './eyes.ts';
import { compact, foundation, palette } from './face.ts';
import { gloss, lipstick, mascara } from './lips.ts';
import { giftSet, lipBalm, mist } from './spray.ts';
import { brushFan, kabuki } from './tools.ts';

export interface SceneProduct {
  productId: string;
  name: string;
  category: 'makeup' | 'skincare';
  drawing: DrawingKind;
  colors: { code: string }[];
  /** The short name printed on the package; without it, the last word of the name. */
  label?: string;
  /** The package's colour for a product without shades. */
  tint?: string;
  /** How many pans (palettes) or pieces (brush sets) it holds. */
  pieces?: number;
}

const DRAW = {
  lipstick,
  gloss,
  concealer,
  foundation,
  compact,
  powderJar,
  bronzer,
  highlighter,
  blush,
  palette,
  mascara,
  browGel,
  eyeliner,
  pomade,
  kabuki,
  brushSet: brushFan(12),
  mist,
  lipBalm,
  glamSet: giftSet([palette, lipstick, gloss]),
  skincareSet: giftSet([pump, dropper, jar, tube]),
  brush,
  bottle,
  dropper,
  jar,
  tube,
  pump,
} satisfies Record<string, DrawFn>;

type DrawingKind = keyof typeof DRAW;

function drawFor(p: SceneProduct): DrawFn {
  if (p.drawing === 'brushSet' && p.pieces) return brushFan(p.pieces);
  return DRAW[p.drawing];
}

const BACKGROUND = '#F3E6DF';
const PASTELS = ['#F4C9C0', '#E8D3B9', '#CFE0D2', '#F2DDB0', '#D9CCE6', '#F6D1BE', '#CBDCE8', '#EFC8D2'];
const MAKEUP_CASES = ['#2B2226', '#4E2A36', '#B9857B', '#2F3A3A', '#6B4A3E'];
const SKINCARE_CAPS = ['#FFFFFF', GOLD, '#3A2E2B', '#B98A78', '#8FA89A'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Short word printed on the package: last alphabetic word of the name. */
function labelFor(name: string): string {
  if (/SPF/i.test(name)) return 'SPF 50';
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]{3,}$/.test(w));
  return words.at(-1) ?? 'Beauty';
}

function buildContext(p: SceneProduct): DrawCtx {
  const h = hash(p.productId);
  const codes = p.colors.map((c) => c.code.toUpperCase());
  const pastel = pick(PASTELS, h);
  const pastel2 = pick(PASTELS, (h >>> 5) % PASTELS.length === h % PASTELS.length ? h + 3 : h >>> 5);
  const shades = codes.length > 0 ? codes : p.tint ? [p.tint.toUpperCase(), pastel] : [pastel, pastel2];
  const accent = p.category === 'makeup' ? pick(MAKEUP_CASES, h >>> 7) : pick(SKINCARE_CAPS, h >>> 7);
  return {
    c1: shades[0] ?? pastel,
    c2: shades[1] ?? shades[0] ?? pastel2,
    c3: shades[2] ?? shades[1] ?? shades[0] ?? pastel,
    shades,
    accent,
    label: p.label ?? labelFor(p.name),
    pieces: p.pieces,
    id: p.productId.replace(/[^A-Za-z0-9]/g, ''),
  };
}

/** A soft pastel shape behind the product, placed by its code, so no two scenes look alike. */
function backdrop(p: SceneProduct): string {
  const h = hash(`${p.productId}:backdrop`);
  const tint = pick(PASTELS, h);
  const x = 150 + (h % 500);
  const y = 160 + ((h >>> 9) % 220);
  const r = 90 + ((h >>> 17) % 90);
  return (h >>> 3) % 2
    ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${tint}" opacity="0.45"/>`
    : `<rect x="${x - r}" y="${y - r}" width="${r * 1.6}" height="${664 - y + r}" rx="${r * 0.8}" fill="${tint}" opacity="0.4"/>`;
}

/** Soft backdrop + shared filters wrapped around one drawing. */
export function sceneSvg(p: SceneProduct): string {
  const ctx = buildContext(p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>
    <filter id="drop" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="12"/>
      <feOffset dx="0" dy="14" result="b"/>
      <feFlood flood-color="#9C7462" flood-opacity="0.35"/>
      <feComposite in2="b" operator="in"/>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
    <radialGradient id="halo" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#FBF4F0"/><stop offset="1" stop-color="${BACKGROUND}"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="${BACKGROUND}"/>
  <circle cx="400" cy="380" r="360" fill="url(#halo)"/>
  ${backdrop(p)}
  <rect x="0" y="664" width="800" height="136" fill="#EBD9CF" opacity="0.4"/>
  ${drawFor(p)(ctx)}
</svg>`;
}
