import { useId } from 'react';
import {
  SKIN_DEPTH_LABELS,
  UNDERTONE_LABELS,
  type SkinDepth,
  type Undertone,
} from '@shop/shared/products/shade';
import { mix, skinColour, VEIN_COLOURS } from './skin-colours';

/** A patch of skin of one depth (and undertone), lit from the top left: the finder's first step. */
export function SkinPatch({
  depth,
  undertone,
  size = 72,
}: {
  depth: SkinDepth;
  undertone?: Undertone;
  size?: number;
}) {
  const id = useId();
  const skin = skinColour(depth, undertone);
  const name = `${SKIN_DEPTH_LABELS[depth]} skin${undertone ? `, ${UNDERTONE_LABELS[undertone].toLowerCase()} undertone` : ''}`;
  return (
    <svg role="img" aria-label={name} width={size} height={size} viewBox="0 0 72 72" className="shrink-0">
      <defs>
        <radialGradient id={`${id}-light`} cx="32%" cy="28%" r="80%">
          <stop offset="0%" stopColor={mix(skin, '#ffffff', 0.22)} />
          <stop offset="55%" stopColor={skin} />
          <stop offset="100%" stopColor={mix(skin, '#000000', 0.22)} />
        </radialGradient>
      </defs>
      <circle cx="36" cy="36" r="34" fill={`url(#${id}-light)`} />
      {/* A soft sheen, as skin has under light. */}
      <ellipse cx="26" cy="22" rx="10" ry="6" fill="#ffffff" opacity="0.14" transform="rotate(-30 26 22)" />
      <circle cx="36" cy="36" r="34" fill="none" stroke="#3b1f2b" strokeOpacity="0.18" />
    </svg>
  );
}

const BANGLES: Record<Undertone, readonly ('silver' | 'gold')[]> = {
  cool: ['silver'],
  neutral: ['silver', 'gold'],
  warm: ['gold'],
  olive: ['gold'],
};
const METAL = { silver: ['#eef0f3', '#9aa1ab'], gold: ['#f6d98a', '#b8862b'] } as const;

/**
 * The inside of a wrist of her depth: the veins in the undertone's colour and the bangle that
 * flatters it (silver, gold or both), the two cues a shopper can check on her own arm.
 */
export function WristPicture({ depth, undertone }: { depth: SkinDepth; undertone: Undertone }) {
  const id = useId();
  const skin = skinColour(depth, undertone);
  const vein = mix(VEIN_COLOURS[undertone], skin, 0.35);
  const metals = BANGLES[undertone];
  return (
    <svg
      role="img"
      aria-label={`${UNDERTONE_LABELS[undertone]} undertone: ${SKIN_DEPTH_LABELS[depth].toLowerCase()} wrist with ${undertone === 'cool' ? 'blue-purple' : undertone === 'neutral' ? 'blue-green' : 'green'} veins and a ${metals.join(' and a ')} bangle`}
      width="96"
      height="96"
      viewBox="0 0 96 96"
      className="shrink-0"
    >
      <defs>
        <linearGradient id={`${id}-arm`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0%" stopColor={mix(skin, '#000000', 0.2)} />
          <stop offset="35%" stopColor={mix(skin, '#ffffff', 0.12)} />
          <stop offset="100%" stopColor={mix(skin, '#000000', 0.25)} />
        </linearGradient>
        {metals.map((m) => (
          <linearGradient key={m} id={`${id}-${m}`} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={METAL[m][0]} />
            <stop offset="100%" stopColor={METAL[m][1]} />
          </linearGradient>
        ))}
      </defs>
      <rect width="96" height="96" rx="14" fill="#f3e6df" />
      {/* The forearm, narrowing to the wrist. */}
      <path d="M26 0 H70 L64 96 H32 Z" fill={`url(#${id}-arm)`} />
      <g fill="none" stroke={vein} strokeLinecap="round" strokeWidth="2.2" opacity="0.85">
        <path d="M44 0 C42 20 47 34 45 52 C44 60 41 66 40 74" />
        <path d="M53 4 C55 22 50 36 51 50 C52 58 50 64 47 70" />
        <path d="M45 40 C48 42 50 44 51 48" strokeWidth="1.6" />
      </g>
      {metals.map((m, i) => (
        <rect
          key={m}
          x="29"
          y={76 + i * 8}
          width="38"
          height="6"
          rx="3"
          fill={`url(#${id}-${m})`}
          stroke="#3b1f2b"
          strokeOpacity="0.25"
        />
      ))}
    </svg>
  );
}
