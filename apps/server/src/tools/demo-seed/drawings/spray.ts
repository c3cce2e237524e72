// Sprays, balms and sets: a fine-mist bottle, a lip balm tin, a gift set of minis.
import {
  type DrawCtx,
  type DrawFn,
  GOLD,
  darken,
  floorShadow,
  glint,
  hash,
  inkFor,
  label,
  lighten,
  sheen,
} from './common.ts';
import { labelPlate } from './care.ts';

/** A slim bottle with a fine-mist sprayer head and the cloud of mist it sends out. */
export const mist: DrawFn = (c) => {
  const h = hash(c.id);
  const drops = Array.from({ length: 60 }, (_, i) => {
    const t = ((h >>> (i % 24)) % 1000) / 1000;
    const d = 30 + ((i * 37) % 200);
    const spread = (d / 200) * 90;
    return `<circle cx="${470 + d}" cy="${(212 + (t - 0.5) * spread * 2).toFixed(1)}" r="${(1.5 + ((i * 7) % 4)).toFixed(1)}" fill="#FFFFFF" opacity="${(0.9 - d / 320).toFixed(2)}"/>`;
  }).join('');
  return `<defs>${sheen(`${c.id}b`, c.c1, 0.14)}${sheen(`${c.id}k`, c.accent, 0.3)}
    <radialGradient id="${c.id}m" cx="0" cy="0.5" r="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.7"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>
  ${floorShadow(400, 664, 120)}
  <path d="M470 212 L690 130 L690 300 Z" fill="url(#${c.id}m)"/>
  ${drops}
  <rect x="320" y="300" width="160" height="360" rx="34" fill="url(#${c.id}b)"/>
  ${glint(338, 330, 280, 11, 0.45)}
  <rect x="360" y="262" width="80" height="44" rx="6" fill="${GOLD}"/>
  <rect x="366" y="180" width="68" height="88" rx="14" fill="url(#${c.id}k)"/>
  <circle cx="434" cy="212" r="6" fill="${darken(c.accent, 0.4)}"/>
  <rect x="372" y="186" width="10" height="70" rx="5" fill="#FFFFFF" opacity="0.25"/>
  ${labelPlate(336, 430, 128, 120, c.label, 17)}`;
};

/** A round tin of lip balm, open, its lid leaning behind. */
export const lipBalm: DrawFn = (
  c,
) => `<defs>${sheen(`${c.id}k`, c.accent === '#FFFFFF' ? GOLD : c.accent, 0.3)}
  <radialGradient id="${c.id}p" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${lighten(c.c1, 0.4)}"/><stop offset="1" stop-color="${darken(c.c1, 0.08)}"/></radialGradient></defs>
  ${floorShadow(400, 664, 250)}
  <ellipse cx="470" cy="360" rx="170" ry="170" fill="url(#${c.id}k)"/>
  <ellipse cx="470" cy="360" rx="146" ry="146" fill="${lighten(c.c1, 0.5)}"/>
  ${label(470, 350, c.label, '#5A3E36', 28)}
  <ellipse cx="340" cy="600" rx="170" ry="56" fill="${darken(c.accent === '#FFFFFF' ? GOLD : c.accent, 0.1)}"/>
  <rect x="170" y="560" width="340" height="44" fill="url(#${c.id}k)"/>
  <ellipse cx="340" cy="560" rx="170" ry="56" fill="url(#${c.id}k)"/>
  <ellipse cx="340" cy="560" rx="152" ry="46" fill="url(#${c.id}p)"/>
  <path d="M260 550 Q320 530 380 548" stroke="#FFFFFF" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"/>`;

/** A keepsake box holding minis of other drawings, shrunk into its compartments. */
export function giftSet(parts: DrawFn[]): DrawFn {
  return (c: DrawCtx) => {
    const w = 440 / parts.length;
    const minis = parts
      .map((draw, i) => {
        const s = 0.42;
        const x = 180 + w * i + w / 2 - 400 * s;
        const sub = { ...c, id: `${c.id}p${i}`, c1: c.shades[i % c.shades.length] ?? c.c1 };
        return `<g transform="translate(${x.toFixed(1)} ${(560 - 660 * s).toFixed(1)}) scale(${s})">${draw(sub)}</g>`;
      })
      .join('');
    return `<defs>${sheen(`${c.id}x`, c.accent, 0.25)}</defs>
    ${floorShadow(400, 664, 300)}
    <path d="M170 210 L630 210 L610 330 L190 330 Z" fill="${darken(c.accent, 0.15)}"/>
    <rect x="150" y="320" width="500" height="340" rx="24" fill="url(#${c.id}x)" filter="url(#drop)"/>
    <rect x="174" y="340" width="452" height="230" rx="14" fill="${lighten(c.accent, 0.78)}"/>
    ${minis}
    ${label(400, 600, c.label, inkFor(c.accent), 22)}
    <path d="M400 210 L400 320" stroke="${GOLD}" stroke-width="10"/>`;
  };
}
