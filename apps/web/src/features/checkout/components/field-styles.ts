// One look for every checkout field: white on the nude card, a border that reads at 3:1, a rose
// focus ring, and a red border when the field is wrong.
export const fieldStyles = {
  label: 'mb-1 block text-sm font-semibold text-plum',
  input:
    'w-full rounded-[12px] border border-field bg-white px-4 py-3 text-base text-plum placeholder:text-plum/50 focus-visible:border-rose focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose disabled:cursor-not-allowed disabled:bg-nude disabled:text-plum/50 aria-invalid:border-2 aria-invalid:border-alert',
} as const;
