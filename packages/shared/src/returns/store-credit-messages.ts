// The shop's own words: store credit, shown in the cart and the account.
// messages.ts gathers these with every other text.
export const storeCreditMessages = {
  line: 'Store credit',
  balance: (amount: string) => `Store credit: ${amount}`,
  changed: 'Your store credit changed meanwhile. Please check the total and try again.',
} as const;
