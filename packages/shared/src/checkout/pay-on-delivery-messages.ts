// The shop's own words: paying the rider when the order arrives.
// messages.ts gathers these with every other text.
export const payOnDeliveryMessages = {
  label: 'Pay on delivery',
  payNow: 'Pay now',
  choose: 'How would you like to pay?',
  disabled: 'Pay on delivery is not available in this shop at the moment. Please pay now.',
  stateNotCovered: (state: string) =>
    `Pay on delivery is not available for addresses in ${state}. Please pay now.`,
  overMax: (max: string) => `Pay on delivery is available for orders up to ${max}. Please pay now.`,
  guestsNotAllowed: 'Please sign in to pay on delivery, or pay now.',
  openOrderLimit:
    'You already have 2 pay-on-delivery orders on their way. Please pay now, or wait until one is delivered.',
  collectedRequired: 'Please say how the money was collected: cash, POS or transfer',
  collectedOnlyOnDelivery:
    'How the money was collected is recorded only when a pay-on-delivery order is delivered',
  amountToCollect: (amount: string) => `To collect: ${amount}`,
  collectedVia: (via: string) => `Collected by ${via}`,
  howCollected: 'How was the money collected?',
} as const;
