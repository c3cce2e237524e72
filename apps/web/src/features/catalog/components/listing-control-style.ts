/** The listing's pill-shaped select, button and price fields. */
export const listingControlStyle =
  'min-h-11 rounded-full border border-field bg-white px-4 text-sm text-plum focus:border-rose focus:outline-none focus-visible:outline-3 focus-visible:outline-rose';
