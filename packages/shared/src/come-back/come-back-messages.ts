// Not spec texts: the unpaid-checkout reminder, "Notify me" and the low-stock e-mail (decision 32).
// messages.ts gathers these with every other text; a storefront page imports this file alone, so
// its first load carries no admin or account words.
export const comeBackMessages = {
  notifyMe: 'Notify me',
  notifyIntro: 'Sold out for now. Leave your e-mail and we will tell you once when it is back.',
  notifyEmailLabel: 'Your e-mail',
  notifyAccepted: 'Thank you! We will e-mail you once when it is back in stock.',
  notifyFailed: 'Could not save your request. Please try again.',
  notifyInStock: 'This is in stock now: you can add it to your cart.',
  notifyChooseShade: 'Please choose the shade you want to be told about',
  notifyUnknownShade: 'That shade is not one of this product’s shades',
  unsubscribeBadLink: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
  unsubscribed: (email: string) =>
    `Done: ${email} will get no more cart reminders or back-in-stock e-mails from us.`,
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeAsk: (email: string) =>
    `Stop cart reminders and back-in-stock e-mails to ${email}? Order receipts still come.`,
  restoreBadLink: 'This cart link is not valid any more. Your cart is as you left it.',
  restoreExpired: (days: number) =>
    `This cart link has expired: links in our reminders work for ${days} days. Your cart is as you left it.`,
  restoreGone: (count: number) =>
    count === 1
      ? 'One item of your saved cart is no longer available and was left out.'
      : `${count} items of your saved cart are no longer available and were left out.`,
  restored: 'Your cart is back, at today’s prices.',
  reminderSubject: (shop: string) => `You left something in your ${shop} cart`,
  backInStockSubject: (name: string) => `${name} is back in stock`,
  lowStockSubject: (count: number) =>
    `Low stock: ${count} ${count === 1 ? 'item is' : 'items are'} at or under the level`,
  lowStockTitle: 'Low stock',
  lowStockNone: 'Nothing is at or under the low-stock level.',
} as const;
