// Lip and eye products: lipstick, gloss wand, mascara.
import { type DrawFn, GOLD, caption, darken, floorShadow, glint, lighten, sheen } from './common.ts';

export const lipstick: DrawFn = (c) => {
  const caseCol = c.accent;
  return `<defs>
    ${sheen(`${c.id}b`, c.c1, 0.22)}${sheen(`${c.id}g`, GOLD, 0.25)}${sheen(`${c.id}k`, caseCol, 0.3)}
  </defs>
  ${floorShadow(400, 664, 190)}
  <g transform="translate(-8 0)">
  <path d="M282 335 L282 232 Q282 218 296 210 L346 176 Q358 168 358 182 L358 335 Z" fill="url(#${c.id}b)"/>
  ${glint(298, 232, 90, 8, 0.35)}
  <rect x="270" y="322" width="100" height="118" rx="6" fill="url(#${c.id}g)"/>
  <rect x="256" y="432" width="128" height="228" rx="10" fill="url(#${c.id}k)"/>
  <rect x="256" y="432" width="128" height="14" fill="url(#${c.id}g)"/>
  ${glint(276, 462, 180, 10, 0.25)}
  <rect x="430" y="410" width="128" height="250" rx="10" fill="url(#${c.id}k)"/>
  <rect x="430" y="640" width="128" height="20" rx="4" fill="url(#${c.id}g)"/>
  ${glint(450, 430, 190, 10, 0.25)}
  <circle cx="494" cy="520" r="26" fill="none" stroke="${GOLD}" stroke-width="3"/>
  <text x="494" y="530" font-family="DejaVu Serif, serif" font-size="26" font-style="italic" text-anchor="middle" fill="${GOLD}">G</text>
  </g>
  ${caption(c.label)}`;
};

export function glossTube(
  id: string,
  x: number,
  top: number,
  w: number,
  liquid: string,
  cap: string,
): string {
  const h = 660 - top;
  const capH = h * 0.36;
  const bodyTop = top + capH;
  return `<defs>${sheen(`${id}l`, liquid, 0.2)}${sheen(`${id}c`, cap, 0.3)}</defs>
  <rect x="${x + w * 0.08}" y="${top}" width="${w * 0.84}" height="${capH + 6}" rx="${w * 0.12}" fill="url(#${id}c)"/>
  ${glint(x + w * 0.2, top + 12, capH - 24, w * 0.08, 0.3)}
  <rect x="${x}" y="${bodyTop}" width="${w}" height="${660 - bodyTop}" rx="${w * 0.24}" fill="${lighten(liquid, 0.55)}" opacity="0.95"/>
  <rect x="${x + w * 0.12}" y="${bodyTop + 12}" width="${w * 0.76}" height="${660 - bodyTop - 24}" rx="${w * 0.16}" fill="url(#${id}l)"/>
  <rect x="${x + w * 0.45}" y="${bodyTop}" width="${w * 0.1}" height="${(660 - bodyTop) * 0.72}" rx="${w * 0.05}" fill="${darken(liquid, 0.25)}" opacity="0.35"/>
  ${glint(x + w * 0.2, bodyTop + 22, (660 - bodyTop) * 0.7, w * 0.1, 0.55)}`;
}

export const gloss: DrawFn = (c) => {
  const cap = c.accent;
  const side = c.shades.length > 1;
  return `${floorShadow(400, 664, side ? 230 : 110)}
  ${side ? glossTube(`${c.id}s1`, 232, 300, 80, c.c2, cap) : ''}
  ${side && c.shades.length > 2 ? glossTube(`${c.id}s2`, 488, 300, 80, c.c3, cap) : ''}
  ${glossTube(`${c.id}m`, 345, 150, 110, c.c1, cap)}
  <text x="400" y="555" font-family="DejaVu Serif, serif" font-size="16" letter-spacing="3" text-anchor="middle" fill="#FFFFFF" opacity="0.85" transform="rotate(-90 400 555)">GLOW NAIJA</text>
  ${caption(c.label)}`;
};

export const mascara: DrawFn = (c) => {
  const body = c.accent;
  const bristles: string[] = [];
  for (let y = 458; y <= 590; y += 7) {
    const t = (y - 458) / 132;
    const half = 14 + 20 * Math.sin(Math.PI * Math.min(1, t * 1.15));
    bristles.push(`<line x1="${500 - half}" y1="${y}" x2="${500 + half}" y2="${y + 3}"/>`);
  }
  return `<defs>${sheen(`${c.id}a`, body, 0.28)}${sheen(`${c.id}g`, GOLD, 0.25)}</defs>
  ${floorShadow(400, 664, 190)}
  <rect x="270" y="250" width="92" height="410" rx="46" fill="url(#${c.id}a)"/>
  <rect x="278" y="232" width="76" height="30" rx="6" fill="url(#${c.id}g)"/>
  ${glint(290, 290, 300, 11, 0.35)}
  <text x="316" y="455" font-family="DejaVu Serif, serif" font-size="18" letter-spacing="4" text-anchor="middle" fill="${GOLD}" transform="rotate(-90 316 455)">GLOW NAIJA</text>
  <g transform="rotate(14 500 420)">
    <rect x="466" y="150" width="68" height="250" rx="30" fill="url(#${c.id}a)"/>
    <rect x="466" y="386" width="68" height="24" rx="5" fill="url(#${c.id}g)"/>
    ${glint(480, 172, 190, 9, 0.35)}
    <rect x="496" y="408" width="8" height="160" rx="4" fill="#8E8A88"/>
    <g stroke="${c.c1}" stroke-width="4" stroke-linecap="round">${bristles.join('')}</g>
    <rect x="497" y="452" width="6" height="146" rx="3" fill="${darken(c.c1, 0.3)}"/>
  </g>
  ${caption(c.label)}`;
};
