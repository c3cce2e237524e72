// Every user-facing text, word for word, gathered in one object for both sides. Change a text and
// the page and the server change together. Each domain's words live in a file of their own beside
// its rules and schemas; this object gathers them, so a text is looked up in one place. A
// storefront page imports its few files directly, so a shopper's phone never downloads the
// admin's words.
import { generalMessages } from './general-messages.ts';
import { catalogMessages } from './catalog/catalog-messages.ts';
import { cartMessages } from './cart/cart-messages.ts';
import { checkoutMessages } from './checkout/checkout-messages.ts';
import { reviewMessages } from './catalog/review-messages.ts';
import { comeBackMessages } from './come-back/come-back-messages.ts';
import { accountMessages } from './auth/account-messages.ts';
import { adminMessages } from './admin/admin-messages.ts';
import { staffMessages } from './admin/staff-messages.ts';
import { settingsMessages } from './settings/settings-messages.ts';
import { deliveryMessages } from './delivery/delivery-messages.ts';
import { orderPageMessages } from './orders/order-page-messages.ts';
import { payOnDeliveryMessages } from './checkout/pay-on-delivery-messages.ts';
import { podConfirmationMessages } from './orders/pod-confirmation-messages.ts';
import { shipmentMessages } from './orders/shipment-messages.ts';
import { stockMessages } from './products/stock-messages.ts';
import { refundMessages } from './orders/refund-messages.ts';
import { moneyMessages } from './money-messages.ts';
import { paymentMessages } from './checkout/payment-messages.ts';
import { discountMessages } from './discounts/discount-messages.ts';
import { paperMessages } from './orders/paper-messages.ts';
import { dataExchangeMessages } from './admin/data-exchange-messages.ts';
import { customerMessages } from './customers/customer-messages.ts';
import { payLinkMessages } from './orders/pay-link-messages.ts';
import { newOrderAlertMessages } from './orders/new-order-alert-messages.ts';
import { pushAlertMessages } from './push-alerts/push-alert-messages.ts';
import { returnMessages } from './returns/return-messages.ts';
import { storeCreditMessages } from './returns/store-credit-messages.ts';
import { inputMessages } from './input-messages.ts';
import { skinMessages } from './products/skin-messages.ts';

export const messages = {
  ...generalMessages,
  catalog: catalogMessages,
  cart: cartMessages,
  checkout: checkoutMessages,
  auth: accountMessages,
  admin: adminMessages,
  staff: staffMessages,
  settings: settingsMessages,
  delivery: deliveryMessages,
  orders: orderPageMessages,
  payOnDelivery: payOnDeliveryMessages,
  podConfirmation: podConfirmationMessages,
  shipment: shipmentMessages,
  stock: stockMessages,
  refunds: refundMessages,
  money: moneyMessages,
  payment: paymentMessages,
  reviews: reviewMessages,
  discounts: discountMessages,
  comeBack: comeBackMessages,
  paper: paperMessages,
  dataExchange: dataExchangeMessages,
  customers: customerMessages,
  payLinks: payLinkMessages,
  newOrderAlerts: newOrderAlertMessages,
  pushAlerts: pushAlertMessages,
  returns: returnMessages,
  storeCredit: storeCreditMessages,
  input: inputMessages,
  skin: skinMessages,
} as const;
