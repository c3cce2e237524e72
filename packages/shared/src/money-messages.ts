// The shop's own words: a naira amount a request sends that cannot be stored as whole kobo.
// messages.ts gathers these with every other text.
export const moneyMessages = {
  notANumber: (field: string) => `${field} must be a number of naira.`,
  wholeKobo: (field: string) => `${field} must be in naira with at most 2 decimals.`,
  atLeastOneKobo: (field: string) => `${field} must be at least ₦0.01.`,
  notNegative: (field: string) => `${field} cannot be below ₦0.`,
  tooLarge: (field: string) => `${field} cannot be more than ₦100,000,000.`,
} as const;
