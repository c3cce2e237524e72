// The shop's own words: the admin's settings tab.
// messages.ts gathers these with every other text.
export const settingsMessages = {
  saved: 'Settings saved',
  saveFailed: 'Failed to save the settings',
  fetchFailed: 'Failed to fetch the settings',
  chooseChannel: 'Choose at least one payment channel',
  chooseState: 'Choose at least one state for pay on delivery',
  wholeNaira: 'Enter the maximum as whole naira above 0, or leave it empty for no limit',
  lastChanged: (by: string, on: string) => `Last changed by ${by} on ${on}`,
  neverChanged: 'Not changed yet: the shop uses its defaults (card only).',
  lowStockLevel: 'Enter the low-stock level as a whole number from 0 to 1000000',
  linkHours: 'Enter how long payment links last as whole hours from 1 to 168',
  linkHoursLabel: 'Payment links last (hours)',
  confirmHours: 'Enter how long to wait for a confirmation as whole hours from 1 to 168',
  confirmHoursLabel: 'Flag pay-on-delivery orders not confirmed after (hours)',
  confirmHoursHint:
    'Whole hours from 1 to 168. An order its shopper has not confirmed by then is marked in the orders list for you to call.',
  linkHoursHint: 'An unpaid order with a link keeps its stock this long; then the link and the order expire.',
  templateName: 'Enter the template name as in WhatsApp Manager (at most 512 characters), or leave it empty',
  templateLanguage: 'Enter the template language code as in WhatsApp Manager, e.g. en',
  templateQuickReplies:
    'Its template has Confirm and Cancel quick-reply buttons, in that order (the shopper answers with a tap)',
  messagesTitle: 'Messages',
  messagesIntro:
    'Order messages by WhatsApp or SMS, beside the e-mails. A WhatsApp message that cannot go is sent by SMS.',
  whatsappLabel: 'Send order messages by WhatsApp',
  smsLabel: 'Send order messages by SMS (Termii)',
  notConfigured: (variables: string) => `Not set up on the server: set ${variables} first.`,
  whatsappNotConfigured:
    'WhatsApp cannot be turned on: set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID on the server first',
  smsNotConfigured: 'SMS cannot be turned on: set TERMII_API_KEY and TERMII_SENDER_ID on the server first',
  templatesTitle: 'WhatsApp templates (sent when the customer has not written in the last 24 hours)',
  templateNameLabel: (kind: string) => `${kind}: template name`,
  templateLanguageLabel: (kind: string) => `${kind}: language`,
  templateParameters: (list: string) => `Parameters in order: ${list}`,
  feedsTitle: 'Your products on Instagram, WhatsApp and Google',
  feedsIntro:
    'Paste these addresses once; Meta and Google then fetch your products, prices and stock on a schedule.',
  metaFeed: 'Meta feed (Facebook, Instagram and WhatsApp catalogues)',
  metaWhere: 'In Commerce Manager: Catalogue → Data sources → Data feed → Scheduled feed, then paste it.',
  googleFeed: 'Google feed (Google Shopping)',
  googleWhere: 'In Merchant Center: Products → Add products → File → Scheduled fetch, then paste it.',
  copyAddress: (what: string) => `Copy the ${what} address`,
  copied: 'Address copied',
} as const;
