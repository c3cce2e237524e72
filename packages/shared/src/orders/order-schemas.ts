import { z } from 'zod';
import { STAFF_CHANNELS } from './order-channels.ts';
import { ShipmentSchema } from './couriers.ts';
import { nairaAmount } from '../money-schema.ts';
import { COLLECTION_METHODS } from './payment-methods.ts';
import { RefundSchema } from './refund-schemas.ts';
import { POD_ANSWER_CHANNELS, POD_CONFIRMATIONS } from './pod-confirmation.ts';

// An order as read, plus the transport and owner the shop records.

export const ORDER_STATUS_VALUES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  // Unpaid 48 hours after checkout; a payment that still arrives settles it to paid.
  'expired',
  // Ordered to be paid to the rider: stock taken, money collected on delivery.
  'pay_on_delivery',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUS_VALUES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: z.string().nullable(),
  /** The price paid. */
  price: nairaAmount,
  quantity: z.number().int(),
  color: z.object({ name: z.string(), code: z.string() }).nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** One step of an order's life: the status it reached and when. */
export const OrderHistoryEntrySchema = z.object({ status: OrderStatusSchema, at: z.string() });
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** A transfer Paystack refused for an order: what was sent (naira), its reason, and when. */
export const TransferRejectionSchema = z.object({
  amount: nairaAmount.nullable(),
  reason: z.string(),
  at: z.string(),
});
export type TransferRejection = z.infer<typeof TransferRejectionSchema>;

/** An unpaid order's payment link (`<shop>/pay/<token>`) and when it closes (decision 48). */
export const PayLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PayLink = z.infer<typeof PayLinkSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  /** The number people quote, `GN-100001`: sequential, given at checkout. */
  orderNumber: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  items: z.array(OrderItemSchema),
  totalItems: z.number().int(),
  /** Naira: subtotal plus transport. */
  amount: nairaAmount,
  subtotal: nairaAmount,
  transportOption: z.string(),
  /** The delivery option's name and estimate as chosen at checkout ("Lagos Rider", "Same day"). */
  deliveryName: z.string(),
  deliveryEta: z.string(),
  transportCost: nairaAmount,
  status: OrderStatusSchema,
  /** The payment reference. */
  transactionId: z.string(),
  /** Every status reached, oldest first. */
  history: z.array(OrderHistoryEntrySchema),
  /** Paid after its stock hold was given back and the stock had sold meanwhile: the admin must find stock. */
  oversold: z.literal(true).optional(),
  /** The channel it was paid by, as the provider says (card, bank_transfer, ussd…); absent before payment. */
  paymentChannel: z.string().optional(),
  /** Unpaid, with a bank transfer or USSD payment that may still arrive until then (ISO time). */
  transferExpiresAt: z.string().optional(),
  /** Admin only: transfers Paystack refused for this order (`bank.transfer.rejected`, a wrong amount). */
  transferRejections: z.array(TransferRejectionSchema).optional(),
  /** Present on a pay-on-delivery order: how and when the rider collected (null until delivered). */
  payOnDelivery: z
    .object({
      collectedVia: z.enum(COLLECTION_METHODS).nullable(),
      collectedAt: z.string().nullable(),
      /** The shopper's answer to "confirm your order" (decision 53), how and when, and when it was flagged unanswered. */
      confirmation: z.enum(POD_CONFIRMATIONS),
      answeredVia: z.enum(POD_ANSWER_CHANNELS).nullable(),
      answeredAt: z.string().nullable(),
      flaggedAt: z.string().nullable(),
    })
    .optional(),
  /** Paid to the shop and recorded by staff (a chat or counter sale): how, and the reference given. */
  paidDirect: z.object({ via: z.enum(COLLECTION_METHODS), reference: z.string().nullable() }).optional(),
  /** Where the sale was made; absent for the website's own checkout. */
  channel: z.enum(STAFF_CHANNELS).optional(),
  /** Naira given back so far (refunds pending, processing or processed); absent when none. */
  refunded: nairaAmount.optional(),
  /** The order's refunds, oldest first; absent when none. */
  refunds: z.array(RefundSchema).optional(),
  /** The discount code applied and the naira it took off (`amount` is net of it); absent without one. */
  discount: z.object({ code: z.string(), amount: nairaAmount }).optional(),
  /** The courier it was shipped with and its tracking number; absent until shipped with one. */
  shipment: ShipmentSchema.optional(),
  /** Unpaid with an open payment link: its path on the shop's address (`/pay/<token>`), and until when. */
  payLink: z.object({ path: z.string(), expiresAt: z.string() }).optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const UserOrdersResponseSchema = z.object({ data: z.array(OrderSchema) });

/** Admin list: without `status`, pending and expired (unpaid) orders are left out; `status=all` shows every one. */
export const AdminOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  q: z.string().max(200).optional(),
  status: z.enum([...ORDER_STATUS_VALUES, 'all']).optional(),
  /** Pay-on-delivery orders by their shopper's answer; `flagged`: unconfirmed past the setting's hours. */
  confirmation: z.enum([...POD_CONFIRMATIONS, 'flagged']).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrdersResponseSchema = z.object({ data: z.array(OrderSchema), total: z.number().int() });

/** What a guest gives to follow an order without an account. */
export const TrackOrderRequestSchema = z.object({
  orderNumber: z.string().trim().min(1, 'Please enter your order number').max(40),
  email: z.string().trim().min(1, 'Please enter your email address').max(254),
});
export type TrackOrderRequest = z.infer<typeof TrackOrderRequestSchema>;

/**
 * A tracked order: what was bought and where it stands, without the delivery address, phone or
 * name, since the order number and e-mail address are easier to come by than the e-mailed link.
 */
export const TrackedOrderSchema = OrderSchema.pick({
  orderNumber: true,
  createdAt: true,
  items: true,
  totalItems: true,
  amount: true,
  subtotal: true,
  transportOption: true,
  deliveryName: true,
  deliveryEta: true,
  transportCost: true,
  status: true,
  history: true,
  discount: true,
  shipment: true,
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
export const TrackOrderResponseSchema = z.object({ order: TrackedOrderSchema });

/** The confirmation page's order, opened with the token of the e-mailed link. */
export const ViewOrderResponseSchema = z.object({ order: OrderSchema });
