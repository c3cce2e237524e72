// Brand marks drawn as simple strokes (the icon set has no brand logos).
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  className: 'size-4',
  'aria-hidden': true,
};

export const InstagramIcon = () => (
  <svg {...common}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </svg>
);
export const FacebookIcon = () => (
  <svg {...common}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  </svg>
);
export const XIcon = () => (
  <svg {...common}>
    <path d="M4 4l16 16M20 4L4 20" />
  </svg>
);
export const TiktokIcon = () => (
  <svg {...common}>
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3c.5 2.6 2.3 4.3 5 4.5" />
  </svg>
);
