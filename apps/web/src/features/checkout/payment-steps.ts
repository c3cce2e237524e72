// The steps of an online payment, loaded together when the shopper presses Pay (use-checkout.ts):
// the cart's first page needs none of them, and the cart is the storefront page nearest its
// first-page JavaScript budget (bench/README.md).
export { cancelCheckout } from './api/cancel-checkout';
export { confirmOrder } from './api/confirm-order';
export { openPaymentPopup } from './open-payment-popup';
export { startPayment } from './start-payment';
