// Confirming a pay-on-delivery order before it is packed (decision 53).
// messages.ts gathers these with every other text.
export const podConfirmationMessages = {
  // The shop's own words: the shopper confirms or cancels a pay-on-delivery order (decision 53).
  title: 'Confirm your order',
  intro: 'You chose to pay on delivery. Please confirm this order so we can send it, or cancel it.',
  confirm: 'Confirm order',
  cancel: 'Cancel order',
  confirmed: 'Thank you, your order is confirmed. Please have the money ready when it arrives.',
  cancelled: 'Your order is cancelled. Nothing more is needed from you.',
  alreadyCancelled: 'This order was cancelled, so it can no longer be confirmed.',
  closed: 'This order has already left the shop, so it can no longer be changed here. Please contact us.',
  linkNotFound: 'This link is not valid. Please use the link in your e-mail, or contact us.',
  notPayOnDelivery: 'Only pay-on-delivery orders are confirmed this way',
  statusLabel: {
    unconfirmed: 'Unconfirmed',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled by customer',
  },
  notConfirmedAfter: (hours: number) => `Not confirmed after ${hours} h`,
  staffConfirm: 'Mark confirmed (phoned the customer)',
  filterLabel: 'Confirmation',
  filterAll: 'Any confirmation',
  filterFlagged: 'Not confirmed in time',
} as const;
