// The shop's own words: delivery options by place and free delivery (decision 31).
// messages.ts gathers these with every other text.
export const deliveryMessages = {
  title: 'Delivery',
  unknownState: (typed: string) => `Unknown state: ${typed}`,
  unknownLga: (typed: string, state: string) => `${typed} is not an LGA of ${state}`,
  chooseStates: 'Choose at least one state',
  chooseLgaState: 'Choose the one state whose LGAs this option reaches',
  chooseLgas: 'Choose at least one LGA',
  notFound: 'Delivery option not found',
  label: 'Enter a name for the delivery option',
  wholeNaira: 'Enter the price as whole naira, 0 or more',
  freeOver: 'Enter the free-delivery amount as whole naira above 0, or leave it empty for none',
  saved: 'Delivery option saved',
  deleted: 'Delivery option deleted',
  saveFailed: 'Failed to save the delivery option',
  fetchFailed: 'Failed to fetch the delivery options',
  noneHere: 'No delivery option reaches this address yet. Please contact us.',
  freeDelivery: 'Free delivery',
  addForFree: (amount: string) => `Add ${amount} more for free delivery`,
} as const;
