// How an order is paid, and the money that comes back. Names of the API contract (issue: pay the
// way Nigeria pays): `"paymentMethod": "online" | "pay_on_delivery"` at checkout, `"collected"` when
// the rider takes the money, and refunds with Paystack's own refund states.

/** What a shopper may choose at checkout: Paystack or the sandbox first, or the rider collects. */
export const CHECKOUT_PAYMENT_METHODS = ['online', 'pay_on_delivery'] as const;

/**
 * How an order was paid: `online` (Paystack or the sandbox before the order is made),
 * `pay_on_delivery` (the rider collects), `direct` (paid to the shop in cash, by POS or bank
 * transfer, and recorded by staff with the order: a chat or counter sale).
 */
export const PAYMENT_METHODS = [...CHECKOUT_PAYMENT_METHODS, 'direct'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a rider took a pay-on-delivery order's money. */
export const COLLECTION_METHODS = ['cash', 'pos', 'transfer'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** Paystack's refund states (refund.pending / processing / processed / failed / needs-attention). */
export const REFUND_STATUSES = ['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
