// Tools drawn as what they are: a single kabuki brush, a set of N brushes fanned from a pouch.
import { type BrushSpec, brushShape } from './brush.ts';
import { type DrawFn, GOLD, darken, floorShadow, inkFor, label, lighten, mix, sheen } from './common.ts';

/** One dense kabuki brush standing on its flat end. */
export const kabuki: DrawFn = (c) => {
  const bristle = mix(c.c1, '#E9CDB8', 0.4);
  return `${floorShadow(400, 664, 150)}
  <g transform="translate(400 190)">${brushShape({ id: `${c.id}k`, bw: 260, bh: 190, fw: 150, fh: 70, hl: 200, hw: 150, bristle, handle: c.accent, metal: GOLD })}</g>
  ${label(400, 560, c.label, inkFor(c.accent), 20)}`;
};

const SHAPES: Omit<BrushSpec, 'id' | 'bristle' | 'handle' | 'metal'>[] = [
  { bw: 70, bh: 70, fw: 34, fh: 40, hl: 230, hw: 22 },
  { bw: 40, bh: 56, fw: 22, fh: 40, hl: 250, hw: 16 },
  { bw: 56, bh: 62, fw: 28, fh: 40, hl: 240, hw: 20 },
  { bw: 24, bh: 40, fw: 14, fh: 40, hl: 270, hw: 12 },
];

/** `count` brushes fanned out of a pouch (the set's piece count, read from its name). */
export function brushFan(count: number): DrawFn {
  return (c) => {
    const bristle = mix(c.c1, '#E9CDB8', 0.4);
    const brushes = Array.from({ length: count }, (_, i) => {
      const angle = -60 + (120 * i) / Math.max(1, count - 1);
      const s = SHAPES[i % SHAPES.length]!;
      const handle = i % 2 ? c.accent : darken(c.accent, 0.25);
      return `<g transform="translate(400 600) rotate(${angle.toFixed(1)}) translate(0 ${-(s.bh + s.fh + s.hl) - 10 + (i % 3) * 16})">${brushShape({ ...s, id: `${c.id}b${i}`, bristle: i % 3 ? bristle : darken(bristle, 0.3), handle, metal: GOLD })}</g>`;
    }).join('');
    return `<defs>${sheen(`${c.id}p`, lighten(c.accent, 0.1), 0.2)}</defs>
    ${floorShadow(400, 664, 260)}
    ${brushes}
    <path d="M190 520 L610 520 L640 650 Q640 664 626 664 L174 664 Q160 664 160 650 Z" fill="url(#${c.id}p)"/>
    <path d="M190 520 L610 520" stroke="${GOLD}" stroke-width="6"/>
    ${label(400, 585, c.label, inkFor(c.accent), 22)}
    <text x="400" y="645" font-family="DejaVu Serif, serif" font-size="16" letter-spacing="2" text-anchor="middle" fill="${inkFor(c.accent)}">${count} PIECES</text>`;
  };
}
