// Complexion products: foundation bottle, mirrored compact, eyeshadow palette.
import { type DrawFn, GOLD, darken, floorShadow, glint, inkFor, label, lighten, sheen } from './common.ts';

export const foundation: DrawFn = (c) => `<defs>
    ${sheen(`${c.id}l`, c.c1, 0.16)}${sheen(`${c.id}k`, c.accent, 0.3)}${sheen(`${c.id}g`, GOLD, 0.25)}
  </defs>
  ${floorShadow(420, 664, 200)}
  <ellipse cx="598" cy="648" rx="42" ry="12" fill="${c.c2}"/>
  <ellipse cx="650" cy="656" rx="26" ry="8" fill="${c.c3}"/>
  <rect x="290" y="318" width="220" height="342" rx="30" fill="${lighten(c.c1, 0.6)}"/>
  <rect x="304" y="332" width="192" height="314" rx="20" fill="url(#${c.id}l)"/>
  ${glint(316, 350, 270, 12, 0.4)}
  <rect x="332" y="470" width="136" height="96" rx="6" fill="#FFF9F4" opacity="0.92"/>
  ${label(400, 508, c.label, '#5A3E36', 19)}
  <rect x="362" y="290" width="76" height="32" rx="4" fill="url(#${c.id}g)"/>
  <rect x="346" y="160" width="108" height="134" rx="12" fill="url(#${c.id}k)"/>
  ${glint(362, 176, 100, 10, 0.3)}`;

export const compact: DrawFn = (c) => {
  const rings: string[] = [];
  for (let r = 20; r < 105; r += 17) {
    rings.push(
      `<circle cx="400" cy="540" r="${r}" fill="none" stroke="${lighten(c.c1, 0.3)}" stroke-width="2" opacity="0.45"/>`,
    );
  }
  return `<defs>
    ${sheen(`${c.id}k`, c.accent, 0.3)}
    <radialGradient id="${c.id}p" cx="0.38" cy="0.35" r="0.75">
      <stop offset="0" stop-color="${lighten(c.c1, 0.28)}"/><stop offset="1" stop-color="${darken(c.c1, 0.12)}"/>
    </radialGradient>
    <linearGradient id="${c.id}m" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#F4EEEE"/><stop offset="1" stop-color="#CFC4C6"/>
    </linearGradient>
    <clipPath id="${c.id}mc"><circle cx="400" cy="250" r="112"/></clipPath>
  </defs>
  <g filter="url(#drop)">
    <circle cx="400" cy="250" r="132" fill="url(#${c.id}k)"/>
    <rect x="372" y="372" width="56" height="48" rx="8" fill="${GOLD}"/>
    <circle cx="400" cy="540" r="132" fill="url(#${c.id}k)"/>
  </g>
  <circle cx="400" cy="250" r="132" fill="none" stroke="${GOLD}" stroke-width="4"/>
  <circle cx="400" cy="250" r="112" fill="url(#${c.id}m)"/>
  <g clip-path="url(#${c.id}mc)" fill="#FFFFFF" opacity="0.6">
    <rect x="300" y="120" width="36" height="300" transform="rotate(35 400 250)"/>
    <rect x="350" y="120" width="14" height="300" transform="rotate(35 400 250)"/>
  </g>
  <circle cx="400" cy="540" r="132" fill="none" stroke="${GOLD}" stroke-width="4"/>
  <circle cx="400" cy="540" r="110" fill="${darken(c.accent, 0.2)}"/>
  <circle cx="400" cy="540" r="104" fill="url(#${c.id}p)"/>
  ${rings.join('')}
  <text x="400" y="552" font-family="DejaVu Serif, serif" font-size="34" font-style="italic" text-anchor="middle" fill="${lighten(c.c1, 0.35)}" opacity="0.7">GN</text>`;
};

export const palette: DrawFn = (c) => {
  // The pans the product has (its name says 12 x 1.2g); its shades fill them in turn.
  const n = c.pieces ?? c.shades.length;
  const areaW = 430;
  const areaH = 270;
  const grids: [number, number][] = [
    [3, 2],
    [4, 2],
    [3, 3],
    [4, 3],
    [5, 3],
  ];
  const fit = grids.filter(([gc, gr]) => gc * gr >= n);
  const size = ([gc, gr]: [number, number]): number => Math.min(areaW / gc, areaH / gr);
  const [cols, rows] = fit.reduce((a, b) => (size(b) > size(a) ? b : a), fit[0] ?? [5, 3]);
  const cell = size([cols, rows]);
  const pan = cell - 20;
  const x0 = 400 - (cols * cell) / 2;
  const y0 = 250 + (areaH - rows * cell) / 2;
  const pans: string[] = [];
  for (let i = 0; i < cols * rows; i++) {
    const base = c.shades[i % c.shades.length] ?? c.c1;
    const round = Math.floor(i / c.shades.length);
    const col =
      i >= n
        ? darken(c.accent, 0.3)
        : round === 0
          ? base
          : round % 2
            ? lighten(base, 0.3)
            : darken(base, 0.22);
    const x = x0 + (i % cols) * cell + 10;
    const y = y0 + Math.floor(i / cols) * cell + 10;
    pans.push(`<rect x="${x - 4}" y="${y - 4}" width="${pan + 8}" height="${pan + 8}" rx="14" fill="${GOLD}" opacity="0.85"/>
    <rect x="${x}" y="${y}" width="${pan}" height="${pan}" rx="11" fill="${col}"/>
    <ellipse cx="${x + pan * 0.35}" cy="${y + pan * 0.3}" rx="${pan * 0.26}" ry="${pan * 0.14}" fill="#FFFFFF" opacity="0.22"/>`);
  }
  return `<defs>${sheen(`${c.id}k`, c.accent, 0.22)}</defs>
  <rect x="150" y="205" width="500" height="420" rx="28" fill="url(#${c.id}k)" filter="url(#drop)"/>
  <rect x="150" y="205" width="500" height="420" rx="28" fill="none" stroke="${GOLD}" stroke-width="3"/>
  <rect x="172" y="232" width="456" height="306" rx="18" fill="${darken(c.accent, 0.22)}"/>
  ${pans.join('')}
  ${label(400, 570, c.label, inkFor(c.accent), 20)}`;
};
