// The shop's own words: an admin gives money back on an order (decision 28).
// messages.ts gathers these with every other text.
export const refundMessages = {
  amountPositive: 'Please enter an amount above ₦0 to refund',
  amountKobo: 'Please enter the amount in naira with at most 2 decimals',
  reasonRequired: 'Please give a reason for the refund',
  notPaid: 'This order has not been paid, so there is nothing to refund',
  nothingLeft: 'This order has already been refunded in full',
  tooMuch: (left: string) => `You can refund at most ${left} on this order`,
  keyReused: 'This Idempotency-Key was already used for another refund. Please use a new key.',
  providerFailed: (why: string) =>
    `Paystack did not accept the refund (${why}). Nothing was refunded; please try again later.`,
  refunded: (amount: string) => `Refunded ${amount}`,
  confirm: (amount: string, orderNumber: string) => `Refund ${amount} on order ${orderNumber}?`,
  done: (amount: string) => `Refund of ${amount} recorded`,
} as const;
