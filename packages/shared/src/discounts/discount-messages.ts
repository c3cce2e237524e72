// The shop's own words: discount codes (decision 30). Why a code does not apply, the
// shopkeeper's form and the cart's field.
// messages.ts gathers these with every other text.
export const discountMessages = {
  unknown: 'This discount code is not valid. Please check it and try again.',
  notStarted: 'This discount code is not active yet.',
  ended: 'This discount code has expired.',
  minimumNotMet: (minimum: string) =>
    `This discount code needs a subtotal of at least ${minimum}. Please add more to your cart.`,
  usedUp: 'This discount code has been used up.',
  alreadyUsed: 'You have already used this discount code.',
  notForTheseProducts: 'This discount code does not apply to the items in your cart.',
  codeFormat: 'A discount code is 3 to 32 letters, digits, "-" or "_".',
  codeTaken: (code: string) => `The discount code ${code} already exists. Please choose another.`,
  percentRange: 'A percent discount must be a whole number from 1 to 100.',
  fixedValue: 'A naira discount must be more than ₦0.',
  endBeforeStart: 'The end must be after the start.',
  scopeBoth: 'Choose one category or some products, not both.',
  unknownProducts: (count: number) =>
    count === 1
      ? 'One of the chosen products does not exist.'
      : `${count} of the chosen products do not exist.`,
  notFound: 'Discount code not found',
  deleted: 'Discount code deleted',
  created: 'Discount code created',
  updated: 'Discount code saved',
  paused: 'Discount code paused',
  resumed: 'Discount code resumed',
  fieldLabel: 'Discount code',
  apply: 'Apply',
  remove: 'Remove',
  applied: (code: string) => `Code ${code} applied`,
  line: (code: string) => `Discount (${code})`,
} as const;
