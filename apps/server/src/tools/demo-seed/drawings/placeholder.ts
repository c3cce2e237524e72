// Neutral "Image unavailable" picture used by the web app when a product image fails.
import { SERIF } from './common.ts';

export function placeholderSvg(): string {
  const line = '#B89A8C';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#F3E6DF"/>
  <g fill="none" stroke="${line}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">
    <rect x="362" y="190" width="76" height="70" rx="8"/>
    <path d="M372 260 L372 282 Q318 296 318 350 L318 520 Q318 548 346 548 L454 548 Q482 548 482 520 L482 350 Q482 296 428 282 L428 260"/>
    <rect x="346" y="380" width="108" height="84" rx="6" stroke-width="5"/>
  </g>
  <text x="400" y="630" font-family="${SERIF}" font-size="34" fill="#8C6F63" text-anchor="middle" letter-spacing="1">Image unavailable</text>
</svg>`;
}
