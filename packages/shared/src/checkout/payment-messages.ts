// The words of paying: a payment's parameters, its popup and what the bank answered.
// messages.ts gathers these with every other text.
export const paymentMessages = {
  missing: (field: string) => `Required parameter missing: ${field}`,
  invalidType: (field: string) => `Invalid parameter type: ${field}`,
} as const;
