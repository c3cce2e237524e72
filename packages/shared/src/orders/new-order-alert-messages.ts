// The shop's own words: the shop told of each new order (its own address, a setting).
// messages.ts gathers these with every other text.
export const newOrderAlertMessages = {
  subject: (orderNumber: string, amount: string, channel: string) =>
    `New order ${orderNumber}: ${amount} (${channel})`,
  title: 'New orders',
  emailLabel: 'E-mail the shop at each new order',
  emailHint: 'Sent to the shop’s address (SHOP_EMAIL) within seconds of each sale, whatever the channel.',
} as const;
