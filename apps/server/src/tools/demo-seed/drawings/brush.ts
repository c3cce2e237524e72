// Makeup brushes lying on the floor: a dense kabuki plus a slim eye brush.
import { type DrawFn, GOLD, darken, floorShadow, glint, lighten, mix, sheen } from './common.ts';

export interface BrushSpec {
  id: string;
  bw: number; // bristle width
  bh: number; // bristle length
  fw: number; // ferrule width
  fh: number; // ferrule length
  hl: number; // handle length
  hw: number; // handle width at ferrule
  bristle: string;
  handle: string;
  metal: string;
}

/** Brush drawn pointing up with its bristle tip at (0, 0). */
export function brushShape(s: BrushSpec): string {
  const { bw, bh, fw, fh, hl, hw } = s;
  const fy = bh - 6;
  const hy = fy + fh;
  const end = hw * 0.62;
  return `<defs>
    <linearGradient id="${s.id}br" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${darken(s.bristle, 0.25)}"/>
      <stop offset="0.55" stop-color="${s.bristle}"/>
      <stop offset="1" stop-color="${lighten(s.bristle, 0.35)}"/>
    </linearGradient>
    ${sheen(`${s.id}m`, s.metal, 0.28)}${sheen(`${s.id}h`, s.handle, 0.25)}
  </defs>
  <path d="M${-fw / 2} ${fy + 4} C${-bw / 2} ${bh * 0.55} ${-bw / 2} ${bh * 0.12} 0 0 C${bw / 2} ${bh * 0.12} ${bw / 2} ${bh * 0.55} ${fw / 2} ${fy + 4} Z" fill="url(#${s.id}br)"/>
  <rect x="${-fw / 2}" y="${fy}" width="${fw}" height="${fh}" rx="4" fill="url(#${s.id}m)"/>
  <path d="M${-hw / 2} ${hy} L${hw / 2} ${hy} L${end / 2} ${hy + hl - end / 2} A${end / 2} ${end / 2} 0 0 1 ${-end / 2} ${hy + hl - end / 2} Z" fill="url(#${s.id}h)"/>
  ${glint(-hw * 0.28, hy + 14, hl * 0.7, hw * 0.12, 0.3)}
  ${glint(-fw * 0.3, fy + 8, fh - 16, fw * 0.1, 0.45)}`;
}

export const brush: DrawFn = (c) => {
  const bristle = mix(c.c1, '#E9CDB8', 0.4);
  const big = brushShape({
    id: `${c.id}k`,
    bw: 190,
    bh: 150,
    fw: 118,
    fh: 72,
    hl: 250,
    hw: 92,
    bristle,
    handle: c.accent,
    metal: GOLD,
  });
  const small = brushShape({
    id: `${c.id}e`,
    bw: 52,
    bh: 84,
    fw: 36,
    fh: 64,
    hl: 330,
    hw: 30,
    bristle: darken(bristle, 0.15),
    handle: c.accent,
    metal: GOLD,
  });
  return `${floorShadow(410, 548, 270, 18)}${floorShadow(420, 668, 250, 12)}
  <g transform="translate(136 452) rotate(-86)">${big}</g>
  <g transform="translate(172 640) rotate(-94)">${small}</g>`;
};
