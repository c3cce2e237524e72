// The shop's own words: payment links sent in a chat for an unpaid order (decision 48).
// messages.ts gathers these with every other text.
export const payLinkMessages = {
  notFound: 'This payment link is not valid. Please check it, or ask the shop for a new one.',
  paid: 'This order has already been paid. Thank you!',
  expired: 'This payment link has expired. Please ask the shop for a new one.',
  cancelled: 'This order was cancelled, so it can no longer be paid.',
  notUnpaid: 'Only an unpaid order can have a payment link',
  noPaymentStarted: 'This order cannot be paid online: it was never sent to the payment provider',
  linkNeedsOnline: 'Payment links need online payment, which is not set up for this shop',
  title: 'Pay for order',
  payButton: (amount: string) => `Pay ${amount}`,
  validUntil: (when: string) => `This link is open until ${when}.`,
  waiting: 'We are waiting for your payment to arrive. This page updates by itself.',
  paidTitle: 'Paid, thank you!',
  viewOrder: 'See your order',
  makeLink: 'Make payment link',
  copyLink: 'Copy link',
  copied: 'Payment link copied',
  sendOnWhatsApp: 'Send on WhatsApp',
  linkLabel: 'Payment link',
  whatsAppText: (p: {
    name: string;
    shopName: string;
    orderNumber: string;
    lines: string[];
    total: string;
    url: string;
    until: string;
  }) =>
    [
      `Hello ${p.name}, thank you for your order ${p.orderNumber} from ${p.shopName}:`,
      ...p.lines.map((line) => `- ${line}`),
      `Total: ${p.total}`,
      `Pay securely here: ${p.url}`,
      `The link is open until ${p.until}.`,
    ].join('\n'),
} as const;
