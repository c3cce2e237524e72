// Face products drawn as what they are: concealer wand, loose powder, bronzer, highlighter, blush.
import {
  type DrawFn,
  GOLD,
  caption,
  darken,
  floorShadow,
  glint,
  inkFor,
  label,
  lighten,
  sheen,
} from './common.ts';
import { glossTube } from './lips.ts';

/** A concealer tube with its doe-foot wand out beside it. */
export const concealer: DrawFn = (c) => `${floorShadow(420, 664, 200)}
  ${glossTube(`${c.id}t`, 300, 210, 100, c.c1, c.accent)}
  <text x="350" y="560" font-family="DejaVu Serif, serif" font-size="15" letter-spacing="3" text-anchor="middle" fill="#FFFFFF" opacity="0.9" transform="rotate(-90 350 560)">${c.label.toUpperCase()}</text>
  <g transform="rotate(24 540 430)">
    <defs>${sheen(`${c.id}w`, c.accent, 0.3)}</defs>
    <rect x="516" y="200" width="48" height="220" rx="12" fill="url(#${c.id}w)"/>
    <rect x="536" y="418" width="8" height="96" fill="#9A9490"/>
    <path d="M526 512 Q540 500 554 512 L556 580 Q540 606 524 580 Z" fill="${c.c1}"/>
    <ellipse cx="534" cy="540" rx="4" ry="16" fill="#FFFFFF" opacity="0.35"/>
  </g>
  ${caption(c.label)}`;

/** Loose powder: a jar with its sifter, the lid set aside and a velvet puff. */
export const powderJar: DrawFn = (c) => {
  const holes = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    const r = i % 2 ? 36 : 70;
    return `<circle cx="${380 + Math.cos(a) * r}" cy="${470 + Math.sin(a) * r * 0.28}" r="4" fill="${darken(c.c1, 0.25)}"/>`;
  }).join('');
  return `<defs>${sheen(`${c.id}k`, c.accent, 0.3)}${sheen(`${c.id}b`, c.c1, 0.12)}</defs>
  ${floorShadow(400, 664, 250)}
  <ellipse cx="560" cy="360" rx="120" ry="40" fill="url(#${c.id}k)" transform="rotate(-12 560 360)"/>
  <rect x="440" y="330" width="240" height="60" rx="20" fill="url(#${c.id}k)" transform="rotate(-12 560 360)"/>
  <path d="M250 470 L510 470 L510 620 Q510 660 470 660 L290 660 Q250 660 250 620 Z" fill="${lighten(c.c1, 0.65)}" opacity="0.9"/>
  <path d="M262 520 L498 520 L498 616 Q498 648 466 648 L294 648 Q262 648 262 616 Z" fill="url(#${c.id}b)"/>
  <ellipse cx="380" cy="470" rx="130" ry="30" fill="${lighten(c.c1, 0.35)}"/>
  ${holes}
  ${glint(268, 500, 130, 10, 0.5)}
  <rect x="310" y="560" width="140" height="64" rx="6" fill="#FFF9F4" opacity="0.9"/>
  ${label(380, 584, c.label, '#5A3E36', 18)}
  <ellipse cx="600" cy="630" rx="90" ry="30" fill="${lighten(c.c1, 0.5)}"/>
  <ellipse cx="600" cy="618" rx="84" ry="24" fill="${lighten(c.c1, 0.7)}"/>
  <path d="M560 612 Q600 590 640 612" stroke="${GOLD}" stroke-width="6" fill="none"/>`;
};

function openCompact(c: Parameters<DrawFn>[0], square: boolean, pan: string): string {
  const lid = square
    ? `<rect x="260" y="110" width="280" height="260" rx="28" fill="url(#${c.id}k)"/><rect x="284" y="134" width="232" height="212" rx="18" fill="${lighten(c.accent, 0.12)}"/>`
    : `<circle cx="400" cy="240" r="132" fill="url(#${c.id}k)"/><circle cx="400" cy="240" r="110" fill="${lighten(c.accent, 0.12)}"/>`;
  const base = square
    ? `<rect x="260" y="400" width="280" height="260" rx="28" fill="url(#${c.id}k)"/>`
    : `<circle cx="400" cy="530" r="132" fill="url(#${c.id}k)"/>`;
  return `<defs>${sheen(`${c.id}k`, c.accent, 0.3)}</defs>
  <g filter="url(#drop)">${lid}<rect x="372" y="${square ? 366 : 364}" width="56" height="40" rx="8" fill="${GOLD}"/>${base}</g>
  ${label(400, square ? 230 : 226, c.label, inkFor(lighten(c.accent, 0.12)), 24)}
  ${pan}`;
}

/** Bronzer: a square compact with a big pan embossed with a sun. */
export const bronzer: DrawFn = (c) => {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<line x1="${400 + Math.cos(a) * 52}" y1="${530 + Math.sin(a) * 52}" x2="${400 + Math.cos(a) * 92}" y2="${530 + Math.sin(a) * 92}" stroke="${darken(c.c1, 0.15)}" stroke-width="8" stroke-linecap="round"/>`;
  }).join('');
  return openCompact(
    c,
    true,
    `<rect x="282" y="422" width="236" height="216" rx="16" fill="${darken(c.accent, 0.2)}"/>
    <rect x="292" y="432" width="216" height="196" rx="12" fill="${c.c1}"/>
    <circle cx="400" cy="530" r="38" fill="${darken(c.c1, 0.12)}"/>${rays}
    <rect x="300" y="440" width="200" height="60" rx="10" fill="#FFFFFF" opacity="0.1"/>`,
  );
};

/** Highlighter: a round pan with a shimmering streak and sparkles. */
export const highlighter: DrawFn = (c) => {
  const sparks = [
    [300, 430],
    [520, 470],
    [470, 640],
    [610, 560],
    [230, 600],
  ]
    .map(
      ([x, y], i) =>
        `<path d="M${x} ${y! - 14 - i * 2} L${x! + 4} ${y! - 4} L${x! + 14 + i * 2} ${y} L${x! + 4} ${y! + 4} L${x} ${y! + 14 + i * 2} L${x! - 4} ${y! + 4} L${x! - 14 - i * 2} ${y} L${x! - 4} ${y! - 4} Z" fill="#FFFFFF" opacity="0.9"/>`,
    )
    .join('');
  return `<defs><linearGradient id="${c.id}s" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${darken(c.c1, 0.1)}"/><stop offset="0.45" stop-color="${lighten(c.c1, 0.55)}"/>
    <stop offset="0.55" stop-color="${lighten(c.c1, 0.35)}"/><stop offset="1" stop-color="${darken(c.c1, 0.12)}"/>
  </linearGradient></defs>
  ${openCompact(
    c,
    false,
    `<circle cx="400" cy="530" r="110" fill="${darken(c.accent, 0.2)}"/><circle cx="400" cy="530" r="102" fill="url(#${c.id}s)"/>
    <path d="M320 470 Q400 430 470 480" stroke="#FFFFFF" stroke-width="10" fill="none" opacity="0.35" stroke-linecap="round"/>`,
  )}${sparks}`;
};

/** Blush: a domed pan of colour with a fluffy blush brush beside it. */
export const blush: DrawFn = (c) => `<defs>${sheen(`${c.id}k`, c.accent, 0.3)}
    <radialGradient id="${c.id}p" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${lighten(c.c1, 0.3)}"/><stop offset="1" stop-color="${darken(c.c1, 0.1)}"/></radialGradient></defs>
  ${floorShadow(380, 664, 230)}
  <g filter="url(#drop)">
    <rect x="200" y="300" width="320" height="350" rx="60" fill="url(#${c.id}k)"/>
  </g>
  <rect x="230" y="330" width="260" height="200" rx="40" fill="url(#${c.id}p)"/>
  <path d="M360 380 C330 350 290 380 320 420 L360 460 L400 420 C430 380 390 350 360 380 Z" fill="${darken(c.c1, 0.08)}" opacity="0.6"/>
  ${label(360, 580, c.label, inkFor(c.accent), 24)}
  <g transform="rotate(28 600 420)">
    <ellipse cx="600" cy="250" rx="56" ry="80" fill="${lighten(c.c1, 0.55)}"/>
    <ellipse cx="600" cy="225" rx="40" ry="48" fill="${c.c1}" opacity="0.55"/>
    <rect x="572" y="320" width="56" height="60" rx="6" fill="${GOLD}"/>
    <path d="M574 380 L626 380 L612 640 Q600 654 588 640 Z" fill="url(#${c.id}k)"/>
    ${glint(580, 390, 200, 6, 0.3)}
  </g>`;
