// Skincare packaging: toner bottle, dropper, jar, squeeze tube, pump bottle.
import { type DrawFn, GOLD, darken, floorShadow, glint, label, mix, sheen } from './common.ts';

export const labelPlate = (x: number, y: number, w: number, h: number, text: string, size = 19): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#FFF9F4" opacity="0.9"/>
  ${label(x + w / 2, y + h / 2 - size * 0.25, text, '#5A3E36', size)}`;

export const bottle: DrawFn = (
  c,
) => `<defs>${sheen(`${c.id}b`, c.c1, 0.14)}${sheen(`${c.id}k`, c.accent, 0.28)}</defs>
  ${floorShadow(400, 664, 120)}
  <path d="M340 660 Q320 660 320 640 L320 322 Q320 282 360 270 L372 266 L372 236 L428 236 L428 266 L440 270 Q480 282 480 322 L480 640 Q480 660 460 660 Z" fill="url(#${c.id}b)"/>
  <path d="M330 600 L470 600 L470 640 Q470 650 460 650 L340 650 Q330 650 330 640 Z" fill="${darken(c.c1, 0.1)}" opacity="0.35"/>
  ${glint(336, 310, 270, 11, 0.45)}
  <rect x="360" y="150" width="80" height="92" rx="8" fill="url(#${c.id}k)"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${370 + i * 12}" y1="160" x2="${370 + i * 12}" y2="232" stroke="#FFFFFF" stroke-opacity="0.18" stroke-width="3"/>`).join('')}
  ${labelPlate(334, 420, 132, 120, c.label, 18)}`;

export const dropper: DrawFn = (c) => {
  const glass = c.c1;
  return `<defs>${sheen(`${c.id}b`, glass, 0.18)}${sheen(`${c.id}g`, c.accent === '#FFFFFF' ? GOLD : c.accent, 0.28)}${sheen(`${c.id}r`, darken(mix(c.c2, '#7A5650', 0.6), 0.1), 0.3)}</defs>
  ${floorShadow(400, 664, 130)}
  <path d="M345 660 Q312 660 312 628 L312 444 Q312 402 354 394 L370 390 L370 370 L430 370 L430 390 L446 394 Q488 402 488 444 L488 628 Q488 660 455 660 Z" fill="url(#${c.id}b)"/>
  <path d="M324 470 L476 470 L476 626 Q476 648 454 648 L346 648 Q324 648 324 626 Z" fill="${darken(glass, 0.18)}" opacity="0.35"/>
  <rect x="393" y="370" width="14" height="232" rx="7" fill="#FFFFFF" opacity="0.35"/>
  <rect x="396" y="470" width="8" height="128" rx="4" fill="${darken(glass, 0.3)}" opacity="0.5"/>
  ${glint(328, 430, 180, 11, 0.45)}
  <rect x="356" y="300" width="88" height="76" rx="8" fill="url(#${c.id}g)"/>
  ${[0, 1, 2, 3, 4].map((i) => `<line x1="${368 + i * 16}" y1="308" x2="${368 + i * 16}" y2="368" stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="3"/>`).join('')}
  <path d="M372 302 L372 232 Q372 168 400 168 Q428 168 428 232 L428 302 Z" fill="url(#${c.id}r)"/>
  ${glint(380, 196, 84, 7, 0.25)}
  ${labelPlate(330, 508, 140, 104, c.label, 18)}
  <path d="M596 600 Q596 624 578 624 Q560 624 560 600 Q560 584 578 560 Q596 584 596 600 Z" fill="${glass}" opacity="0.85"/>
  <ellipse cx="573" cy="600" rx="4" ry="8" fill="#FFFFFF" opacity="0.6"/>`;
};

export const jar: DrawFn = (c) => {
  const body = c.c1;
  return `<defs>${sheen(`${c.id}b`, body, 0.14)}${sheen(`${c.id}k`, c.accent, 0.26)}</defs>
  ${floorShadow(400, 664, 200)}
  <path d="M236 472 L564 472 L564 610 Q564 660 514 660 L286 660 Q236 660 236 610 Z" fill="url(#${c.id}b)"/>
  ${glint(254, 490, 130, 12, 0.4)}
  <rect x="222" y="390" width="356" height="90" rx="18" fill="url(#${c.id}k)"/>
  ${Array.from({ length: 21 }, (_, i) => `<line x1="${238 + i * 16.2}" y1="398" x2="${238 + i * 16.2}" y2="472" stroke="#FFFFFF" stroke-opacity="0.14" stroke-width="3"/>`).join('')}
  <rect x="222" y="466" width="356" height="8" fill="${darken(c.accent, 0.25)}" opacity="0.35"/>
  ${labelPlate(310, 508, 180, 112, c.label, 20)}`;
};

export const tube: DrawFn = (
  c,
) => `<defs>${sheen(`${c.id}b`, c.c1, 0.16)}${sheen(`${c.id}k`, c.accent, 0.28)}</defs>
  ${floorShadow(400, 664, 110)}
  <rect x="342" y="592" width="116" height="68" rx="10" fill="url(#${c.id}k)"/>
  <rect x="358" y="574" width="84" height="22" rx="4" fill="url(#${c.id}k)"/>
  <path d="M356 578 C336 470 292 330 292 210 L508 210 C508 330 464 470 444 578 Z" fill="url(#${c.id}b)"/>
  ${glint(312, 230, 180, 11, 0.4)}
  <rect x="286" y="164" width="228" height="50" rx="5" fill="${darken(c.c1, 0.06)}"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="292" y1="${170 + i * 7}" x2="508" y2="${170 + i * 7}" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="2"/>`).join('')}
  ${labelPlate(322, 290, 156, 112, c.label, 19)}`;

export const pump: DrawFn = (
  c,
) => `<defs>${sheen(`${c.id}b`, c.c1, 0.15)}${sheen(`${c.id}k`, c.accent, 0.28)}</defs>
  ${floorShadow(400, 664, 140)}
  <rect x="296" y="330" width="208" height="330" rx="42" fill="url(#${c.id}b)"/>
  ${glint(316, 360, 250, 12, 0.42)}
  <rect x="358" y="290" width="84" height="48" rx="8" fill="url(#${c.id}k)"/>
  <rect x="389" y="226" width="22" height="68" fill="${darken(c.accent, 0.12)}"/>
  <path d="M352 190 L452 190 L452 196 L540 196 Q552 196 552 206 L552 216 Q552 222 544 222 L452 222 L452 234 Q452 240 444 240 L360 240 Q352 240 352 232 Z" fill="url(#${c.id}k)"/>
  ${glint(362, 198, 34, 7, 0.3)}
  ${labelPlate(326, 430, 148, 130, c.label, 19)}`;
