// Pill buttons of the design: one primary (plum), one secondary (outlined), one quiet icon button,
// and red for a step that cannot be undone. Each is whole: never add a colour to another one's
// classes, as two background utilities on one element are decided by the style sheet's order, not
// by the order of the classes (the plum would win over red).

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50';

export const buttonStyles = {
  primary: `${base} bg-plum px-6 py-3 text-ivory hover:bg-plum-soft`,
  secondary: `${base} border-2 border-plum px-6 py-3 text-plum hover:bg-plum hover:text-ivory`,
  accent: `${base} bg-rose px-6 py-3 text-white hover:bg-rose-dark`,
  danger: `${base} bg-alert px-6 py-3 text-white hover:bg-alert/90`,
  icon: `${base} size-10 bg-ivory text-plum shadow-sm hover:bg-plum hover:text-ivory`,
} as const;
