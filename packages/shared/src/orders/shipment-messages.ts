// A shipped order's courier and tracking number (decision 47).
// messages.ts gathers these with every other text.
export const shipmentMessages = {
  // The shop's own words: the courier and tracking number a shipped order leaves with (decision 47).
  courierRequired: 'Please choose the courier taking the order',
  onlyWhenShipped: 'A courier and tracking number are recorded only when an order is marked shipped',
  courierLabel: 'Courier',
  chooseCourier: 'Choose a courier',
  trackingNumberLabel: 'Tracking number (optional)',
  sentWith: (courier: string) => `Sent with ${courier}`,
  trackingNumber: 'Tracking number',
  trackParcel: (courier: string) => `Track it on the ${courier} site`,
} as const;
