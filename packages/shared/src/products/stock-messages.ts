// Stock: what a checkout is told when it wants more than is free, and the admin's stock words.
// messages.ts gathers these with every other text.
export const stockMessages = {
  // The shop's own words: a checkout that wants more than is free (409), naming the item and what is left.
  notEnough: (name: string, color: string | null, left: number) => {
    const item = color ? `${name} in ${color}` : name;
    return left === 0
      ? `Sorry, ${item} has just sold out. Please remove it from your cart.`
      : `Sorry, only ${left} of ${item} ${left === 1 ? 'is' : 'are'} left. Please reduce the quantity in your cart.`;
  },
  // Not a spec text: one buyer's unpaid checkouts hold at most HOLD_UNITS_PER_BUYER of a product (409).
  holdLimit: (name: string, limit: number) =>
    `Sorry, one shopper can hold at most ${limit} of ${name} in unpaid checkouts at a time. Please reduce the quantity, or pay for or cancel your other checkout first.`,
  invalidStock: 'stock must be a whole number from 0 to 1000000, or empty for not counted',
  oversold: 'Oversold',
} as const;
