// The shop's own words: shop by skin (decision 58).
// messages.ts gathers these with every other text.
export const skinMessages = {
  saved: 'Your skin is saved: the home page now shows what is top-rated for it.',
  saveFailed: 'We could not save your skin. Please try again.',
  loadFailed: 'We could not load your skin. Please try again.',
} as const;
