import { z } from 'zod';
import { nairaAmount } from '../money-schema.ts';
import { MAX_QUANTITY_PER_ITEM } from '../cart/cart-rules.ts';
import { OrderSchema } from '../orders/order-schemas.ts';
import { CHECKOUT_PAYMENT_METHODS } from '../orders/payment-methods.ts';
import { PAYSTACK_CHANNELS } from '../settings/payment-channels.ts';
import { DiscountCodeInputSchema } from '../discounts/discount-schemas.ts';

// The checkout's contract. Types are checked here; the checkout's rules (their order and messages)
// are checked by checkoutRules (checkout-rules.ts), so the server answers what the page would toast.

const text = (max: number) => z.string().max(max).nullish();

export const CheckoutItemSchema = z.object({
  /** The product code (`productId` in the API). */
  productId: z.string().min(1).max(100),
  colorId: z.string().max(100).nullish(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_ITEM),
});
export type CheckoutItem = z.infer<typeof CheckoutItemSchema>;

/** The delivery details as sent: city holds the LGA; name and e-mail are asked of guests only. */
export const DeliverySchema = z.object({
  name: text(200),
  email: text(254),
  address: text(500),
  state: text(100),
  city: text(100),
  phoneNumber: text(30),
});

/** The one delivery shape: the form's values, and the checked details an order is made with. */
export type Delivery = { [K in keyof z.infer<typeof DeliverySchema>]-?: string };

export const CheckoutRequestSchema = z.object({
  items: z.array(CheckoutItemSchema).max(100),
  delivery: DeliverySchema,
  transportOption: z.string().max(20).nullish(),
  /** `online` when absent: Paystack or the sandbox. `pay_on_delivery`: the rider collects. */
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS).optional(),
  /** A discount code as typed (any case, trimmed; empty is none): checked and held by the server. */
  discountCode: DiscountCodeInputSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const PricedItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The server's price. */
  price: nairaAmount,
  quantity: z.number().int(),
  color: z.object({ _id: z.string(), name: z.string(), code: z.string() }).nullable(),
});

export const CheckoutResponseSchema = z.object({
  reference: z.string(),
  /** Subtotal plus transport. */
  amount: nairaAmount,
  amountKobo: z.number().int(),
  subtotal: nairaAmount,
  /** Naira taken off by the discount code (0 without one); `amount` is already net of it. */
  discount: nairaAmount.optional(),
  /** The code applied, as the shop spells it, or null. */
  discountCode: z.string().nullable().optional(),
  /** The customer's store credit taken off after the code (decision 52); `amount` is net of it. */
  storeCredit: nairaAmount.optional(),
  transportCost: nairaAmount,
  currency: z.literal('NGN'),
  email: z.string(),
  items: z.array(PricedItemSchema),
  provider: z.enum(['paystack', 'sandbox']),
  publicKey: z.string(),
  accessCode: z.string().nullable(),
  /** The order's number as customers see it (GN-…), so the page can quote it before payment. */
  orderNumber: z.string(),
  /** The Paystack channels the shop accepts now (its settings): the popup offers only these. */
  channels: z.array(z.enum(PAYSTACK_CHANNELS)).min(1),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/**
 * The "order as created" payload sent after payment. The shop's page sends `{ transactionId }` only;
 * the product description's longer body (userId, items, amount, the delivery…) is accepted and all but
 * transactionId (the reference) ignored: prices, amount and userId come from the server's pending
 * order and the session.
 */
export const ConfirmOrderRequestSchema = z.looseObject({
  transactionId: z
    .string({ error: 'transactionId is required' })
    .min(1, 'transactionId is required')
    .max(100),
});
export type ConfirmOrderRequest = z.infer<typeof ConfirmOrderRequestSchema> & Record<string, unknown>;

/**
 * `order` and `viewToken` (which opens the order's own page, `/order/<viewToken>`) come together,
 * and are both left out for a signed-in customer's order confirmed without their session.
 */
export const ConfirmOrderResponseSchema = z.object({
  message: z.string(),
  order: OrderSchema.optional(),
  viewToken: z.string().optional(),
});
export type ConfirmOrderResponse = z.infer<typeof ConfirmOrderResponseSchema>;

/** The sandbox popup's payment; without a channel, a card (as before channels existed). */
export const SandboxChargeRequestSchema = z.object({
  reference: z.string().min(1).max(100),
  channel: z.enum(PAYSTACK_CHANNELS).default('card'),
});
/** What the sandbox shows for a transfer (its account) or a USSD payment (the code to dial). */
export const SandboxPaymentDetailsSchema = z.object({
  bankName: z.string().optional(),
  accountNumber: z.string().optional(),
  accountName: z.string().optional(),
  dialCode: z.string().optional(),
  /** The exact amount to send. */
  amount: nairaAmount,
  expiresAt: z.string(),
});
export type SandboxPaymentDetails = z.infer<typeof SandboxPaymentDetailsSchema>;
/** A card is paid at once (`success`); a transfer or USSD payment arrives a few seconds later (`pending`). */
export const SandboxChargeResponseSchema = z.object({
  reference: z.string(),
  status: z.enum(['success', 'pending']),
  channel: z.enum(PAYSTACK_CHANNELS),
  details: SandboxPaymentDetailsSchema.nullable(),
});
export type SandboxChargeResponse = z.infer<typeof SandboxChargeResponseSchema>;

/** Closing the payment popup: the unpaid checkout of this reference is given up at once. */
export const CancelCheckoutRequestSchema = z.object({
  reference: z.string({ error: 'reference is required' }).min(1, 'reference is required').max(100),
});
export type CancelCheckoutRequest = z.infer<typeof CancelCheckoutRequestSchema>;

/**
 * What the cancel did: `expired` (nothing was paid; its stock is back, or was already), `paid`
 * (the provider says it was paid, so the order stands and is settled; the page then confirms it
 * as after the popup), `cancelled` (an admin cancelled the paid order) or `waiting` (a bank transfer
 * or USSD payment may still arrive: the order and its stock are kept until it does or runs out).
 */
export const CancelCheckoutResponseSchema = z.object({
  reference: z.string(),
  status: z.enum(['expired', 'paid', 'cancelled', 'waiting']),
  message: z.string(),
  /** With `waiting` only: opens the order's own page, which shows it paid when the money lands. */
  viewToken: z.string().optional(),
});
export type CancelCheckoutResponse = z.infer<typeof CancelCheckoutResponseSchema>;
