// The shop's own words: alerts on a staff member's phone (Web Push) and what each push says.
// messages.ts gathers these with every other text.
export const pushAlertMessages = {
  title: 'Alerts on this device',
  hint: 'Get a notification on this phone or computer, even when the admin is closed.',
  turnOn: 'Turn on alerts on this device',
  turnOff: 'Turn off alerts on this device',
  save: 'Save alerts',
  on: 'Alerts are on for this device.',
  off: 'Alerts are off for this device.',
  unsupported: 'This browser cannot show alerts. On an iPhone, add the admin to the Home Screen first.',
  denied: 'Notifications are blocked for this site. Allow them in the browser’s settings, then try again.',
  failed: 'Alerts could not be turned on. Try again.',
  eventLabels: {
    'order.paid': 'A new order paid online',
    'order.pay_on_delivery': 'A new pay-on-delivery order',
    'order.paid_by_link': 'A chat order paid by its link',
    'refund.failed': 'A refund that failed',
    'stock.low': 'A product running low',
  },
  notAllowedEvent: (event: string) => `events: your role is not told of ${event}`,
  notFound: 'No alerts are on for that device.',
  newOrder: (orderNumber: string) => `New order ${orderNumber}`,
  paidOnline: (amount: string) => `${amount} paid online`,
  payOnDelivery: (amount: string) => `${amount} to be paid on delivery`,
  paidByLink: (amount: string) => `${amount} paid by its payment link`,
  refundFailed: (orderNumber: string) => `Refund failed on ${orderNumber}`,
  refundFailedBody: (amount: string) => `${amount} was not given back; try again or refund by hand.`,
  lowStock: 'Products running low',
  lowStockBody: (count: number) =>
    `${count} item${count === 1 ? ' is' : 's are'} at or under the low-stock level.`,
} as const;
