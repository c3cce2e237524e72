// Every user-facing text, word for word, gathered in one object for both sides. Change a text and
// the page and the server change together. The words a storefront page shows on its first load
// (general, catalogue, cart, checkout, reviews, come-back) live in files of their own, imported
// here and directly by those pages, so a shopper's phone never downloads the admin's words.
import { generalMessages } from './general-messages.ts';
import { sessionMessages } from './auth/session-messages.ts';
import { catalogMessages } from './catalog/catalog-messages.ts';
import { cartMessages } from './cart/cart-messages.ts';
import { checkoutMessages } from './checkout/checkout-messages.ts';
import { reviewMessages } from './catalog/review-messages.ts';
import { comeBackMessages } from './come-back/come-back-messages.ts';

export const messages = {
  ...generalMessages,

  catalog: catalogMessages,

  cart: cartMessages,

  checkout: checkoutMessages,

  auth: {
    tooManyCodes: 'Too many wrong codes. Please request a new code.',
    resetEmailNeeded: 'Please enter the email address the code was sent to',
    resetSessionEnded: 'Your reset session has ended. Please request a new code.',
    enterDetails: 'Please Enter Details',
    fillAllDetails: 'Please Fill all Details',
    passwordsMismatch: 'Passwords does not match',
    loginFailed: 'Login failed',
    bothPasswordsRequired: 'Both current and new passwords are required',
    newPasswordsMismatch: "New passwords don't match",
    passwordUpdated: 'Password updated successfully',
    passwordUpdateFailed: 'Failed to update password',
    ordersFetchFailed: 'Failed to fetch orders',
    otpLength: 'Your one-time password must be 6 characters.',
    wrongOtp: 'Wrong OTP',
    correctOtp: 'Correct OTP',
    inputOtp: 'Input OTP',
    welcome: (first: string, last: string) => `Welcome ${first} ${last}`,
    unauthenticated: 'Please sign in to continue',
    forbidden: 'You do not have permission to do that',
    usernameTaken: 'Username is already taken',
    emailTaken: 'An account with this email already exists',
    invalidCredentials: 'Incorrect username or password',
    wrongCurrentPassword: 'Current password is incorrect',
    wrongPassword: 'Incorrect password',
    loggedOut: 'You have been logged out',
    accountDeleted: 'Your account has been deleted',
    tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
    busy: 'The shop is busy right now. Please try again in a few seconds.',
    resetCodeSent: 'If an account exists for that email, a 6-digit code is on its way to it.',
    resetSessionExpired: 'This reset session has expired. Please request a new code.',
    resetSubject: (shop: string) => `Your ${shop} password reset code`,
    passwordChanged: 'Password Changed successful',
    itemSaved: 'Saved to your items',
    itemUnsaved: 'Removed from saved items',
    savedFailed: 'Could not update your saved items',
    noSavedItems: 'You have not saved any products yet.',
    noOrders: 'You have no orders yet.',
    sessionEnded: sessionMessages.sessionEnded,
    profileUpdated: 'Your details have been updated',
    profileUpdateFailed: 'Could not update your details',
    passwordForEmail: 'Please enter your current password to change your email address',
    invalidPhone: 'Please enter a valid Nigerian phone number',
    addressSaved: 'Address saved',
    addressUpdated: 'Address updated',
    addressDeleted: 'Address deleted',
    addressNotFound: 'Address not found',
    addressFailed: 'Could not update your addresses',
    addressBookFull: (max: number) => `You can keep up to ${max} addresses. Please delete one first.`,
    noAddresses: 'You have not saved any addresses yet.',
  },

  admin: {
    loginFirst: 'Please login first',
    sessionExpired: 'Session expired. Please login again.',
    duplicateProduct: 'Duplicate product ID. Please try again.',
    createError: 'An error occurred while creating the product',
    addFailed: 'Failed to add product. Please try again.',
    adding: 'Adding product...',
    added: 'Product added successfully! 🎉',
    updated: 'Product updated successfully!',
    updateFailed: 'Failed to update product',
    confirmDelete: 'Are you sure you want to delete this product?',
    deleting: 'Deleting product...',
    deleted: 'Product deleted successfully!',
    deleteFailed: 'Failed to delete product',
    productsFetchFailed: 'Failed to fetch products',
    noProducts: 'No products found',
    noProductsMatching: 'No products found matching your search',
    ordersFetchFailed: 'Failed to fetch orders',
    reviewDeleteFailed: 'Failed to delete review',
    usersFetchFailed: 'Failed to fetch user data',
    noData: 'No data received from server',
    noUsers: 'No users found.',
    usersNotArray: 'Users must be an array',
    promoted: 'User has been made an admin successfully',
    noToken: 'Authentication token not found',
    promoteForbidden: 'You do not have permission to make users admin',
    // The shop's own words: the product description asks nothing before a promotion; the dialog names the person.
    confirmPromote: (username: string) => `Make ${username} an admin?`,
    confirmPromoteNote: 'They will be able to change products, orders, reviews and users.',
    serverNotResponding: 'Server not responding. Please try again later.',
    genericError: 'An error occurred. Please try again.',
  },

  // The shop's own words: staff roles and their permissions (decision 0036).
  staff: {
    notAllowed: (role: string) => `Your role (${role}) does not allow that`,
    statusNotAllowed: 'Your role may move an order to processing, shipped or delivered only',
    paymentSettings: 'Only the owner or an admin can change the payment settings',
    roleForbidden: 'Only the owner or an admin can change roles',
    ownRole: 'You cannot change your own role',
    ownerRole: "The owner's role cannot be changed",
    makeOwner: 'Nobody can be made the owner',
    unknownRole: 'Choose a role: customer, admin, manager, fulfilment or support',
    roleChanged: (username: string, role: string) => `${username} is now ${role}`,
    roleLabel: (username: string) => `Role of ${username}`,
    confirmRole: (username: string, role: string) => `Change ${username}'s role to ${role}?`,
    confirmRoleNote: 'They will be able to use only what that role allows.',
    roleChangeFailed: 'Failed to change the role',
  },

  // The shop's own words: the admin's settings tab.
  settings: {
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
    linkHoursHint:
      'An unpaid order with a link keeps its stock this long; then the link and the order expire.',
    templateName:
      'Enter the template name as in WhatsApp Manager (at most 512 characters), or leave it empty',
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
  },

  // The shop's own words: delivery options by place and free delivery (decision 31).
  delivery: {
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
  },

  // The shop's own words: the order's own page and tracking for guests.
  orders: {
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
  },

  // The shop's own words: paying the rider when the order arrives.
  payOnDelivery: {
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
  },

  podConfirmation: {
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
  },

  shipment: {
    // The shop's own words: the courier and tracking number a shipped order leaves with (decision 47).
    courierRequired: 'Please choose the courier taking the order',
    onlyWhenShipped: 'A courier and tracking number are recorded only when an order is marked shipped',
    courierLabel: 'Courier',
    chooseCourier: 'Choose a courier',
    trackingNumberLabel: 'Tracking number (optional)',
    sentWith: (courier: string) => `Sent with ${courier}`,
    trackingNumber: 'Tracking number',
    trackParcel: (courier: string) => `Track it on the ${courier} site`,
  },

  stock: {
    // The shop's own words: a checkout that wants more than is free (409), naming the item and what is left.
    notEnough: (name: string, color: string | null, left: number) => {
      const item = color ? `${name} in ${color}` : name;
      return left === 0
        ? `Sorry, ${item} has just sold out. Please remove it from your cart.`
        : `Sorry, only ${left} of ${item} ${left === 1 ? 'is' : 'are'} left. Please reduce the quantity in your cart.`;
    },
    // Not a spec text: one buyer's unpaid checkouts hold at most HOLD_UNITS_PER_BUYER of a product (409).
    holdLimit: (name: string, limit: number) =>
      `Sorry, one shopper can hold at most ${limit} of ${name} in unpaid checkouts at a time. Please reduce the quantity, or pay for or cancel your other checkout first.`,
    invalidStock: 'stock must be a whole number from 0 to 1000000, or empty for not counted',
    oversold: 'Oversold',
  },

  // The shop's own words: an admin gives money back on an order (decision 28).
  refunds: {
    amountPositive: 'Please enter an amount above ₦0 to refund',
    amountKobo: 'Please enter the amount in naira with at most 2 decimals',
    reasonRequired: 'Please give a reason for the refund',
    notPaid: 'This order has not been paid, so there is nothing to refund',
    nothingLeft: 'This order has already been refunded in full',
    tooMuch: (left: string) => `You can refund at most ${left} on this order`,
    keyReused: 'This Idempotency-Key was already used for another refund. Please use a new key.',
    providerFailed: (why: string) =>
      `Paystack did not accept the refund (${why}). Nothing was refunded; please try again later.`,
    refunded: (amount: string) => `Refunded ${amount}`,
    confirm: (amount: string, orderNumber: string) => `Refund ${amount} on order ${orderNumber}?`,
    done: (amount: string) => `Refund of ${amount} recorded`,
  },

  // The shop's own words: a naira amount a request sends that cannot be stored as whole kobo.
  money: {
    notANumber: (field: string) => `${field} must be a number of naira.`,
    wholeKobo: (field: string) => `${field} must be in naira with at most 2 decimals.`,
    atLeastOneKobo: (field: string) => `${field} must be at least ₦0.01.`,
    notNegative: (field: string) => `${field} cannot be below ₦0.`,
    tooLarge: (field: string) => `${field} cannot be more than ₦100,000,000.`,
  },

  payment: {
    missing: (field: string) => `Required parameter missing: ${field}`,
    invalidType: (field: string) => `Invalid parameter type: ${field}`,
  },

  reviews: reviewMessages,

  // The shop's own words: discount codes (decision 30). Why a code does not apply, the
  // shopkeeper's form and the cart's field.
  discounts: {
    unknown: 'This discount code is not valid. Please check it and try again.',
    notStarted: 'This discount code is not active yet.',
    ended: 'This discount code has expired.',
    minimumNotMet: (minimum: string) =>
      `This discount code needs a subtotal of at least ${minimum}. Please add more to your cart.`,
    usedUp: 'This discount code has been used up.',
    alreadyUsed: 'You have already used this discount code.',
    notForTheseProducts: 'This discount code does not apply to the items in your cart.',
    codeFormat: 'A discount code is 3 to 32 letters, digits, "-" or "_".',
    codeTaken: (code: string) => `The discount code ${code} already exists. Please choose another.`,
    percentRange: 'A percent discount must be a whole number from 1 to 100.',
    fixedValue: 'A naira discount must be more than ₦0.',
    endBeforeStart: 'The end must be after the start.',
    scopeBoth: 'Choose one category or some products, not both.',
    unknownProducts: (count: number) =>
      count === 1
        ? 'One of the chosen products does not exist.'
        : `${count} of the chosen products do not exist.`,
    notFound: 'Discount code not found',
    deleted: 'Discount code deleted',
    created: 'Discount code created',
    updated: 'Discount code saved',
    paused: 'Discount code paused',
    resumed: 'Discount code resumed',
    fieldLabel: 'Discount code',
    apply: 'Apply',
    remove: 'Remove',
    applied: (code: string) => `Code ${code} applied`,
    line: (code: string) => `Discount (${code})`,
  },

  comeBack: comeBackMessages,

  // The shop's own words: packing slips, receipts and backups (decision 35).
  paper: {
    orderNotFound: 'Order not found',
    tooManySlips: 'Choose between 1 and 100 orders to print at once',
    receiptNotReady: 'The receipt is ready once the order is paid.',
    printSlip: 'Print packing slip',
    printSlips: 'Print packing slips',
    printSlips80: '80 mm',
    downloadReceipt: 'Download receipt (PDF)',
    shareReceipt: 'Share receipt on WhatsApp',
    lastBackup: 'Last backup',
    backupNever: 'No backup yet',
    backupFailed: 'The last backup failed',
  },

  // The shop's own words: the admin's CSV files.
  dataExchange: {
    badDay: 'Give the day as YYYY-MM-DD, for example 2026-11-24',
    daysReversed: 'The first day must not be after the last day',
    missingColumns: (names: readonly string[]) =>
      `The file lacks the column${names.length === 1 ? '' : 's'} ${names.join(', ')}: start from the products CSV`,
    noRows: 'The file has no products under its header',
    belowSale: 'The price must stay above the product’s running sale price: change or clear the sale first',
    badCode: 'Code may hold letters, digits, - and _ only (2 to 40)',
    codeTwice: (row: number) => `This code is already on row ${row}`,
    imageRequired:
      'A new product needs an image: name a picture in the zip, or one the shop holds (as products.csv lists them)',
    imageUnknown: 'Neither the zip of pictures nor the shop holds an image of that name',
    importFailed: 'Nothing was imported: correct the rows listed and send the file again',
    noFile: 'Send the CSV file as the field "file"',
    fileTooLarge: 'The file is larger than 10 MB: split it and import each part',
    zipTooLarge: 'The zip of pictures is larger than 50 MB: split it and import each part',
    zipUnusable: (zip: string, reason: string) => `The zip of pictures ${zip} cannot be used: ${reason}`,
    pictureUnusable: (picture: string, reason: string) =>
      `The picture ${picture} in the zip cannot be used: ${reason}`,
    csvTooLarge: 'The file is larger than 50 MB: split it and import each part',
    tooManyRows: (max: number) =>
      `The file has more than ${max.toLocaleString('en')} rows: split it and import each part`,
    notUtf8: (row: number) =>
      `Row ${row} holds characters that are not UTF-8: save the file as "CSV UTF-8" and send it again`,
    nulInCell: (row: number, column: string) =>
      `Row ${row}, column ${column} holds a NUL character, which a product cannot store: remove it and send the file again`,
    // The admin's import screen and export buttons.
    importButton: 'Import from CSV',
    importTitle: 'Import products from CSV',
    importHint:
      'Start from Export CSV: edit it in a spreadsheet, save it as CSV, check it, then import it. Rows match products by their code.',
    csvLabel: 'Products CSV file',
    zipLabel: 'Zip of pictures (optional)',
    zipHint: 'Pictures the Image column names that the shop does not hold yet',
    chooseCsv: 'Choose the CSV file to import',
    checkFile: 'Check file',
    checking: 'Checking the file…',
    importNow: 'Import',
    importing: 'Importing…',
    summary: (created: number, updated: number) => `${created} new, ${updated} updated`,
    unchanged: (count: number) =>
      `${count === 1 ? '1 product is' : `${count} products are`} as the shop has them already and stay as they are.`,
    noErrors: 'No errors: the file is ready to import.',
    errorCount: (count: number) =>
      `${count === 1 ? '1 error' : `${count} errors`}: correct ${count === 1 ? 'it' : 'them'} in the file, choose it again and check it.`,
    errorsCaption: 'Errors by row',
    imported: (created: number, updated: number) => `Imported: ${created} new, ${updated} updated`,
    exportProducts: 'Export CSV',
    exportOrders: 'Export orders CSV',
    ordersFrom: 'Orders from',
    ordersTo: 'Orders to',
    exportFailed: 'The export failed. Please try again.',
  },

  // The shop's own words: the admin's customers tab (decision 45).
  customers: {
    notFound: 'No customer has this id',
    fetchFailed: 'Failed to fetch customers',
    searchLabel: 'Find a customer',
    searchPlaceholder: 'Name, phone or e-mail',
    none: 'No customers yet.',
    noneMatching: (q: string) => `No customer matches "${q}"`,
    count: (n: number) => `${n} ${n === 1 ? 'customer' : 'customers'}`,
    openShort: 'Customer page',
    open: (name: string) => `Customer page of ${name}`,
    ordersLabel: 'Orders',
    spentLabel: 'Spent',
    firstLabel: 'First order',
    lastLabel: 'Last order',
    channelsLabel: 'Channels',
    theirOrders: 'Their orders',
    notesHeading: 'Notes',
    noNotes: 'No notes yet.',
    noteLabel: 'New note',
    saveNote: 'Save note',
    savingNote: 'Saving…',
    noteSaved: 'Note saved',
    noteFailed: 'The note was not saved. Please try again.',
    pages: 'Customer pages',
    loading: 'Loading customers…',
    loadingOne: 'Loading the customer…',
    clearSearch: 'Clear search',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    refunded: (amount: string) => `−${amount} refunded`,
    exportCsv: 'Download customers CSV',
  },

  // The shop's own words: payment links sent in a chat for an unpaid order (decision 48).
  payLinks: {
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
  },

  // The shop's own words: the shop told of each new order (its own address, a setting).
  newOrderAlerts: {
    subject: (orderNumber: string, amount: string, channel: string) =>
      `New order ${orderNumber}: ${amount} (${channel})`,
    title: 'New orders',
    emailLabel: 'E-mail the shop at each new order',
    emailHint: 'Sent to the shop’s address (SHOP_EMAIL) within seconds of each sale, whatever the channel.',
  },

  // The shop's own words: alerts on a staff member's phone (Web Push) and what each push says.
  pushAlerts: {
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
  },

  // The shop's own words: returns, exchanges and store credit (decision 52).
  returns: {
    notDelivered: 'Only a delivered order can be returned',
    pastWindow: (days: number) =>
      `Returns are accepted within ${days} days of delivery; this order is past that`,
    finalSale: (name: string) => `${name} is final sale and cannot be returned`,
    tooMany: (name: string, left: number) =>
      left === 0 ? `${name} is already being returned in full` : `You can return at most ${left} of ${name}`,
    unknownItem: 'That item is not on this order',
    chooseItem: 'Choose at least one item to return',
    reasonRequired: 'Please tell us why you are returning the items',
    reasonTooLong: 'Please keep the reason under 1000 characters',
    tooManyPhotos: 'You can add at most 3 photos',
    notFound: 'Return not found',
    wrongStep: (status: string, action: string) => `A return that is ${status} cannot be ${action}`,
    noteRequired: 'Please write a note for the customer',
    exchangeDearer: (difference: string) =>
      `The new item costs ${difference} more than the returned ones: close this return with store credit and take a new order for the rest, paid by a payment link`,
    exchangeItem: 'Choose the product (and shade) to send instead',
    requested: 'Return requested. We will e-mail you when the shop has looked at it.',
    title: 'Return items',
    windowRule: (days: number, rules: string) => `Within ${days} days of delivery. ${rules}`,
    reasonLabel: 'Why are you returning them?',
    photosLabel: 'Photos (up to 3)',
    quantityLabel: (name: string) => `How many of ${name} to return`,
    send: 'Ask for a return',
    statusLabels: {
      requested: 'Requested: waiting for the shop',
      approved: 'Approved: please send the items back',
      refused: 'Refused',
      received: 'Received by the shop',
      closed: 'Closed',
    },
    outcomeLabels: { refund: 'Refunded', credit: 'Store credit', exchange: 'Exchanged' },
    settingsTitle: 'Returns',
    windowDaysLabel: 'Returns accepted for (days after delivery)',
    windowDays: 'Enter the return window as whole days from 0 to 365',
    rulesLabel: 'Return rules shown to shoppers',
    rules: 'Write the return rules in at most 500 characters',
    finalSaleLabel: 'Final sale (cannot be returned)',
    photoUnknown: 'A photo was not uploaded for this return. Please add it again.',
    photoTwice: 'The same photo is attached twice',
    tooManyUploads: (max: number) =>
      `You have already uploaded ${max} photos for this order. Send your request with them, or remove some first.`,
    photoFailed: 'Could not add the photo. Please try again.',
    photoAdd: 'Add a photo',
    photoAlt: (n: number) => `Photo ${n} of the return`,
    photoRemove: (n: number) => `Remove photo ${n}`,
  },

  storeCredit: {
    line: 'Store credit',
    balance: (amount: string) => `Store credit: ${amount}`,
    changed: 'Your store credit changed meanwhile. Please check the total and try again.',
  },

  input: {
    // Not a spec text: the answer to a NUL character, broken Unicode or invalid UTF-8 in a request.
    unreadableText:
      'The request contains characters that cannot be saved (a null character or broken Unicode). Please remove them and try again.',
    // Not a spec text: a right-to-left override or another direction control in a name, address, label or setting.
    directionControls:
      'The text contains hidden direction characters (such as a right-to-left override) that make it read differently from what it says. Please remove them and try again.',
  },
  // The shop's own words: shop by skin (decision 58).
  skin: {
    saved: 'Your skin is saved: the home page now shows what is top-rated for it.',
    saveFailed: 'We could not save your skin. Please try again.',
    loadFailed: 'We could not load your skin. Please try again.',
  },
} as const;
