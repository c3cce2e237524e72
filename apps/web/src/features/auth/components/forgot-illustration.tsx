/** A padlock on an envelope, drawn inline in the shop's colours (decorative). */
export function ForgotIllustration() {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle cx="80" cy="60" r="56" fill="#F3E6DF" />
      <rect x="30" y="42" width="100" height="64" rx="10" fill="#FBF7F4" stroke="#3B1F2B" strokeWidth="3" />
      <path d="M32 46 L80 80 L128 46" fill="none" stroke="#3B1F2B" strokeWidth="3" strokeLinejoin="round" />
      <rect x="92" y="20" width="40" height="34" rx="7" fill="#C8557A" />
      <path d="M100 20 v-6 a12 12 0 0 1 24 0 v6" fill="none" stroke="#C8557A" strokeWidth="5" />
      <circle cx="112" cy="35" r="4.5" fill="#FBF7F4" />
      <rect x="110" y="37" width="4" height="9" rx="2" fill="#FBF7F4" />
      <circle cx="24" cy="28" r="4" fill="#C8557A" opacity="0.6" />
      <circle cx="142" cy="96" r="5" fill="#3B1F2B" opacity="0.2" />
    </svg>
  );
}
