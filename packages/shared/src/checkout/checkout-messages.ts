// The checkout's words.
// messages.ts gathers these with every other text; a storefront page imports this file alone, so
// its first load carries no admin or account words.
export const checkoutMessages = {
  address: 'Please enter your delivery address',
  state: 'Please select your state',
  lga: 'Please select your LGA',
  phone: 'Please enter your phone number',
  email: 'Please enter your email address',
  name: 'Please enter your name',
  emptyCart: 'Your cart is empty!',
  transport: 'Please select a transportation option',
  invalidPhone: 'Please enter a valid Nigerian phone number',
  invalidEmail: 'Please enter a valid email address',
  invalidLga: 'Please select an LGA of the chosen state',
  beninOnly:
    'Within Benin delivery is only for addresses in Benin City (Oredo, Egor or Ikpoba-Okha, Edo State). Please choose GUO or GIG.',
  // Not a spec text: an option the shopkeeper offers elsewhere only.
  transportNotOffered: 'This delivery option does not reach your address. Please choose another.',
  orderCreated: 'Order created successfully!',
  orderFailed: 'Failed to create order. Please try again.',
  paymentStartFailed: 'Failed to start payment process. Please try again.',
  paymentCancelled: 'Payment cancelled',
  // Not spec texts: the Idempotency-Key of a checkout attempt, and cancelling an unpaid checkout.
  idempotencyKeyInvalid: 'Idempotency-Key must be 16 to 100 characters: letters, digits, "-" or "_".',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different checkout. Please send a new key for a changed cart or delivery details.',
  alreadyPaid: 'This checkout has already been paid. Your order is confirmed; please check your e-mail.',
  checkoutNotFound: 'No checkout was found for this payment reference',
  checkoutCancelled: 'Your checkout was cancelled and its items are back in stock.',
  checkoutWasPaid: 'This checkout was paid, so your order stands.',
  checkoutOrderCancelled: 'This order was cancelled',
  cancelCheckFailed: 'We could not check this payment just now. Please try again.',
  // A bank transfer or USSD payment may still arrive: the popup's close keeps the order.
  awaitingTransfer:
    'Your transfer is on its way, so your order is kept. We will confirm it as soon as the money arrives.',
  // The same, said of either way (the shop is not told which one the shopper took until it lands):
  // a USSD payment is not a "transfer".
  awaitingPayment:
    'Your bank transfer or USSD payment is on its way, so your order is kept. We will confirm it as soon as the money arrives.',
  channelNotAccepted: (label: string) => `${label} is not accepted by this shop at the moment`,
  sandboxChargeOnly: 'Only a pending checkout can be paid',
  cartEmptyButton: 'Cart is empty',
  payButton: 'Proceed to payment',
  /** Before the list of the ways the shop takes money, under the pay button. */
  weAccept: 'We accept:',
} as const;
