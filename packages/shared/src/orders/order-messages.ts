import { z } from 'zod';

// The order messages the shop sends by WhatsApp or SMS beside its e-mails (decision 51): what
// each says as free text, and the parameters, in order, of the approved WhatsApp template that
// says it outside the 24-hour window. A new kind (one with reply buttons, say) is one more entry
// in each list below.

export const ORDER_MESSAGE_KINDS = [
  'confirmed-paid',
  'confirmed-on-delivery',
  'pay-link',
  'shipped',
  'delivered',
  'refunded',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

export const ORDER_MESSAGE_LABELS: Readonly<Record<OrderMessageKind, string>> = {
  'confirmed-paid': 'Order confirmed (paid)',
  'confirmed-on-delivery': 'Order confirmed (pay on delivery)',
  'pay-link': 'Payment link',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
};

/** The facts a message may quote; each kind uses some of them. */
export type OrderMessageFacts = {
  name: string;
  orderNumber: string;
  shopName: string;
  /** The order's page, or the payment link for `pay-link`. */
  url: string;
  total?: string;
  courier?: string;
  /** The courier's tracking page, else the tracking number, else a dash. */
  tracking?: string;
  refunded?: string;
  until?: string;
  /** A pay-on-delivery order still to be confirmed: its confirm page (decision 53). */
  answerUrl?: string;
};
type Fact = Exclude<keyof OrderMessageFacts, 'shopName' | 'answerUrl'>;

export const FACT_LABELS: Readonly<Record<Fact, string>> = {
  name: 'customer name',
  orderNumber: 'order number',
  url: 'link',
  total: 'total',
  courier: 'courier',
  tracking: 'tracking link or number',
  refunded: 'amount refunded',
  until: 'link open until',
};

/** Each template's body parameters, {{1}}, {{2}}… in this order. */
export const TEMPLATE_PARAMETERS: Readonly<Record<OrderMessageKind, readonly Fact[]>> = {
  'confirmed-paid': ['name', 'orderNumber', 'total', 'url'],
  'confirmed-on-delivery': ['name', 'orderNumber', 'total', 'url'],
  'pay-link': ['name', 'orderNumber', 'total', 'url', 'until'],
  shipped: ['name', 'orderNumber', 'courier', 'tracking', 'url'],
  delivered: ['name', 'orderNumber', 'url'],
  refunded: ['name', 'orderNumber', 'refunded', 'url'],
};

const TEXTS: Record<OrderMessageKind, (f: OrderMessageFacts) => string> = {
  'confirmed-paid': (f) =>
    `Hello ${f.name}, thank you for shopping with ${f.shopName}. We have received your payment of ${f.total} for order ${f.orderNumber}. See your order: ${f.url}`,
  'confirmed-on-delivery': (f) =>
    `Hello ${f.name}, thank you for shopping with ${f.shopName}. We have received your order ${f.orderNumber}. Please have ${f.total} ready when it arrives: the rider takes cash, POS (card) or bank transfer. ` +
    (f.answerUrl
      ? `Please confirm your order, or cancel it, here: ${f.answerUrl}`
      : `See your order: ${f.url}`),
  'pay-link': (f) =>
    `Hello ${f.name}, here is the payment link for your ${f.shopName} order ${f.orderNumber} (${f.total}): ${f.url} It is open until ${f.until}.`,
  shipped: (f) =>
    `Hello ${f.name}, your ${f.shopName} order ${f.orderNumber} is on its way to you with ${f.courier}. Tracking: ${f.tracking}. See your order: ${f.url}`,
  delivered: (f) =>
    `Hello ${f.name}, your ${f.shopName} order ${f.orderNumber} has been delivered. Thank you! See your order: ${f.url}`,
  refunded: (f) =>
    `Hello ${f.name}, we have refunded ${f.refunded} on your ${f.shopName} order ${f.orderNumber}. See your order: ${f.url}`,
};

/** A reply button of a WhatsApp message: the id its tap sends back to the webhook, and its words. */
export const ReplyButtonSchema = z.object({ id: z.string().max(256), title: z.string().max(20) });
export type ReplyButton = z.infer<typeof ReplyButtonSchema>;

/**
 * A message as queued: its free text, its template's parameters in order, and the reply buttons
 * it carries on WhatsApp (absent on kinds without any, and on messages queued before them).
 */
export const OrderMessageContentSchema = z.object({
  text: z.string(),
  parameters: z.array(z.string()),
  buttons: z.array(ReplyButtonSchema).max(3).optional(),
});
export type OrderMessageContent = z.infer<typeof OrderMessageContentSchema>;

export function orderMessageContent(kind: OrderMessageKind, facts: OrderMessageFacts): OrderMessageContent {
  return {
    text: TEXTS[kind](facts),
    parameters: TEMPLATE_PARAMETERS[kind].map((fact) => facts[fact] ?? '-'),
  };
}

/** A STOP reply opts the number out of WhatsApp and SMS; START opts it back in. */
export const OPT_OUT_WORDS = ['STOP', 'UNSUBSCRIBE'] as const;
export const OPT_IN_WORDS = ['START'] as const;

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A message's life: `sending` while the provider is asked (or when a worker died then). */
export const MESSAGE_STATUSES = ['sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** One line of an order's "Messages" list on the admin order card. */
export const OrderMessageLogSchema = z.object({
  kind: z.enum(ORDER_MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderMessageLog = z.infer<typeof OrderMessageLogSchema>;
export const OrderMessagesResponseSchema = z.object({ messages: z.array(OrderMessageLogSchema) });
