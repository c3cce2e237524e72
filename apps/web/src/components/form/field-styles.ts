// One look for every field in the shop: a visible label above, white on the nude cards, a border
// that reads at 3:1, a rose focus ring, and a thick red border while the field is wrong.
// `pill` is the round shape of the sign-in pages; `box` the card forms (checkout, account, admin).
const base =
  'w-full border border-field bg-white text-base text-plum placeholder:text-plum/50 focus-visible:border-rose focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose disabled:cursor-not-allowed disabled:bg-nude disabled:text-plum/50 aria-invalid:border-2 aria-invalid:border-alert';

export const fieldStyles = {
  label: 'mb-1 block text-sm font-semibold text-plum',
  box: `${base} rounded-[12px] px-4 py-3`,
  pill: `${base} rounded-full px-5 py-3`,
} as const;

export type FieldShape = 'box' | 'pill';
