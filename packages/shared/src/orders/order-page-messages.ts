// The shop's own words: the order's own page and tracking for guests.
// messages.ts gathers these with every other text.
export const orderPageMessages = {
  viewNotFound: 'We could not find this order. Please check the link in your e-mail.',
  trackNotFound: 'No order matches this order number and email address. Please check both and try again.',
  confirmationTitle: 'Thank you for your order!',
  trackTitle: 'Track your order',
  // The shop's own words: the order page's heading once the order no longer stands.
  cancelledTitle: 'Your order was cancelled',
  refundedTitle: 'Your order was refunded',
  cancelledRefundedTitle: 'Your order was cancelled and refunded',
  // The shop's own words: the order page while a bank transfer or USSD payment may still land.
  awaitingPaymentTitle: (amount: string) => `Waiting for your payment of ${amount}`,
  awaitingPaymentHow: (amount: string, until: string) =>
    `If you have not paid yet, send exactly ${amount} by bank transfer to the account, or dial the USSD code, that the payment window showed, before ${until}. This page shows your order paid as soon as the money arrives; you can also leave it, and we will e-mail you.`,
} as const;
