// One look for every checkout field: white on the nude card, a rose focus ring.
export const fieldStyles = {
  label: 'mb-1 block text-sm font-semibold text-plum',
  input:
    'w-full rounded-[12px] border border-plum/25 bg-white px-4 py-3 text-base text-plum placeholder:text-plum/50 focus-visible:border-rose focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose disabled:cursor-not-allowed disabled:bg-nude disabled:text-plum/50',
} as const;
