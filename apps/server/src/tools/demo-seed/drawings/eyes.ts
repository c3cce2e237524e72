// Eye and brow products drawn as what they are: brow gel, eyeliner pen, brow pomade.
import { type DrawFn, GOLD, caption, darken, floorShadow, glint, lighten, sheen } from './common.ts';

/** A small clear tube of tinted gel, and its tiny spoolie lying beside it. */
export const browGel: DrawFn = (c) => {
  const bristles = Array.from({ length: 14 }, (_, i) => {
    const y = 436 + i * 5;
    const half = 7 + 5 * Math.sin((Math.PI * i) / 13);
    return `<line x1="${560 - half}" y1="${y}" x2="${560 + half}" y2="${y + 2}"/>`;
  }).join('');
  return `<defs>${sheen(`${c.id}k`, c.accent, 0.3)}${sheen(`${c.id}g`, c.c1, 0.2)}</defs>
  ${floorShadow(430, 664, 170)}
  <rect x="330" y="380" width="84" height="280" rx="18" fill="#FFFFFF" opacity="0.55"/>
  <rect x="342" y="430" width="60" height="218" rx="12" fill="url(#${c.id}g)"/>
  ${glint(346, 400, 230, 8, 0.6)}
  <rect x="336" y="232" width="72" height="156" rx="14" fill="url(#${c.id}k)"/>
  <rect x="336" y="378" width="72" height="12" fill="${GOLD}"/>
  <text x="372" y="560" font-family="DejaVu Serif, serif" font-size="15" letter-spacing="3" text-anchor="middle" fill="#FFFFFF" transform="rotate(-90 372 560)">${c.label.toUpperCase()}</text>
  <g transform="rotate(18 560 440)">
    <rect x="544" y="250" width="32" height="150" rx="12" fill="url(#${c.id}k)"/>
    <rect x="544" y="392" width="32" height="8" fill="${GOLD}"/>
    <rect x="557" y="400" width="6" height="104" rx="3" fill="#9A9490"/>
    <g stroke="${darken(c.c1, 0.1)}" stroke-width="3" stroke-linecap="round">${bristles}</g>
  </g>
  ${caption(c.label)}`;
};

/** A slim felt-tip pen, cap off, with the wing it draws. */
export const eyeliner: DrawFn = (
  c,
) => `<defs>${sheen(`${c.id}k`, c.accent, 0.3)}${sheen(`${c.id}g`, GOLD, 0.25)}</defs>
  ${floorShadow(400, 664, 240, 12)}
  <path d="M180 600 Q380 610 560 520 Q470 590 200 616 Z" fill="${c.c1}" opacity="0.9"/>
  <g transform="rotate(-62 400 400)">
    <rect x="370" y="150" width="60" height="330" rx="14" fill="url(#${c.id}k)"/>
    ${glint(380, 170, 280, 8, 0.3)}
    <rect x="370" y="470" width="60" height="24" fill="url(#${c.id}g)"/>
    <path d="M376 494 L424 494 L410 560 L390 560 Z" fill="${darken(c.accent, 0.1)}"/>
    <path d="M392 560 L408 560 L400 612 Z" fill="${c.c1}"/>
  </g>
  <g transform="rotate(-62 560 300)">
    <rect x="534" y="200" width="60" height="120" rx="14" fill="url(#${c.id}k)"/>
    <rect x="534" y="310" width="60" height="10" fill="url(#${c.id}g)"/>
  </g>
  ${caption(c.label)}`;

/** A squat glass pot of pomade with an angled brow brush. */
export const pomade: DrawFn = (
  c,
) => `<defs>${sheen(`${c.id}k`, c.accent, 0.3)}${sheen(`${c.id}g`, GOLD, 0.25)}</defs>
  ${floorShadow(380, 664, 200)}
  <ellipse cx="560" cy="650" rx="90" ry="20" fill="url(#${c.id}k)"/>
  <rect x="470" y="610" width="180" height="40" rx="8" fill="url(#${c.id}k)"/>
  <path d="M250 500 L490 500 L480 640 Q478 660 456 660 L284 660 Q262 660 260 640 Z" fill="${lighten(c.c1, 0.75)}" opacity="0.9"/>
  <path d="M266 520 L474 520 L466 634 Q464 648 448 648 L292 648 Q276 648 274 634 Z" fill="${c.c1}"/>
  <ellipse cx="370" cy="520" rx="104" ry="16" fill="${lighten(c.c1, 0.15)}"/>
  ${glint(276, 530, 100, 9, 0.45)}
  <rect x="300" y="566" width="140" height="58" rx="6" fill="#FFF9F4" opacity="0.9"/>
  <text x="370" y="590" font-family="DejaVu Serif, serif" font-size="12" letter-spacing="3" text-anchor="middle" fill="#5A3E36">GLOW NAIJA</text>
  <text x="370" y="613" font-family="DejaVu Serif, serif" font-size="18" font-style="italic" text-anchor="middle" fill="#5A3E36">${c.label}</text>
  <g transform="rotate(-35 560 330)">
    <rect x="548" y="180" width="24" height="300" rx="10" fill="url(#${c.id}k)"/>
    <rect x="546" y="150" width="28" height="36" fill="url(#${c.id}g)"/>
    <path d="M548 152 L572 152 L572 122 L548 108 Z" fill="${darken(c.c1, 0.2)}"/>
  </g>`;
